import type { LoanText } from './en.ts';

const fil: LoanText = {
  'loan.loanNow': 'Umutang Ngayon',
  'loan.termDays': '{days} araw',
  'loan.details': 'Detalye ng utang',
  'loan.repayPlan': 'Plano ng pagbabayad',
  'loan.firstPayTime': 'Unang petsa ng pagbabayad',
  'loan.repayDate': 'Petsa ng pagbabayad',
  'loan.agreement.title': 'Kasunduan sa pautang',
  'loan.agree': 'Sang-ayon',
  'loan.agreeFirst': 'Pakibasa at sang-ayunan muna ang mga kasunduan.',
  'loan.pushUnanswered':
    'Hindi namin makumpirma ang utang. Makikita sa pahina ng iyong order kung natuloy ito.',
  'loan.cancel': 'Kanselahin',
  'loan.pointOut.title': 'Paalala',
  'loan.promo.message':
    'Handa na ang iyong alok na utang. Tingnan sa ibaba kung magkano ang gastos nito bago mo ito kunin.',
};

export default fil;
