/** English text of the QA banner (Storybook and demo builds only). */
const en = {
  'qa.title': 'QA: an SEC cap is exceeded (never shown to borrowers)',
  'qa.monthlyRate': '{rule}: the effective rate of {figure} a month is above the {cap} cap.',
  'qa.totalCost': '{rule}: a total cost of {figure} of the amount borrowed is above the {cap} cap.',
};

export default en;
export type QaText = typeof en;
