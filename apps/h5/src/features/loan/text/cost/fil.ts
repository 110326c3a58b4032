import type { CostText } from './en.ts';

const fil: CostText = {
  'cost.title': 'Gastos ng utang na ito',
  'cost.item': 'Bahagi',
  'cost.figure': 'Halaga',
  'cost.amountFinanced': 'Halagang pinondohan (amount financed)',
  'cost.netProceeds': 'Net proceeds (ang matatanggap mo)',
  'cost.financeCharge': 'Finance charge',
  'cost.totalToRepay': 'Kabuuang babayaran',
  'cost.monthlyRate': 'Effective interest rate kada buwan',
  'cost.yearlyRate': 'Effective interest rate kada taon',
  'cost.basis':
    'Kinuwenta mula sa plano ng pagbabayad sa itaas, simula sa araw na ibibigay ang utang.',
  'cost.unavailable':
    'Hindi makuwenta ang gastos ng utang na ito mula sa alok na ito. Hingin muna sa amin ang disclosure statement bago ka umutang.',
  'cost.advisory': 'Basahin ang Truth in Lending disclosure statement bago ka pumirma.',
  'cost.copyRight': 'May karapatan kang humingi ng kopya ng disclosure statement',
};

export default fil;
