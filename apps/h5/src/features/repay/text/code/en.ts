/** English text of the repayment-by-code screens. */
const en = {
  'code.copied': 'copy success',
};

export default en;
export type CodeText = typeof en;
