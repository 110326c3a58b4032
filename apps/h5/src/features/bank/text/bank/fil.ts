import type { BankText } from './en.ts';

const fil: BankText = {
  'bank.cardTypes': 'Uri ng account',
  'bank.cardType.1': 'E-wallet',
  'bank.cardType.2': 'Bank account',
  'bank.cardType.other': 'Uri ng account {type}',
  'bank.details': 'Detalye ng account',
  'bank.choose': 'Pumili',
  'bank.required': 'Pakipunan ito',
  'bank.requiredChoice': 'Pakipili ng isa',
  'bank.missing': 'Pakipunan ang: {fields}',
  /** Between the names of the fields left empty. */
  'bank.missing.between': ', ',
  'bank.empty.title': 'Wala pang kailangang punan',
  'bank.empty.body': 'Hindi pa magagamit ang form ng account ngayon. Pakisubukang muli mamaya.',
  'bank.confirm': 'Kumpirmahin',
  'bank.cancel': 'Kanselahin',
  'bank.next': 'Susunod',
};

export default fil;
