/** English text of the payment instruction screens. */
const en = {
  'guide.exactAmount': 'Pay the exact amount shown.',
};

export default en;
export type GuideText = typeof en;
