/** English text around the legal pages' own text (about us, privacy policy, loan agreement). */
const en = {
  'legal.contents': 'Contents',
  'legal.backToContents': 'Back to contents',
};

export default en;
export type LegalText = typeof en;
