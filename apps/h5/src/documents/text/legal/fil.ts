import type { LegalText } from './en.ts';

/** Tekstong Filipino sa paligid ng mismong teksto ng mga legal na pahina (tungkol sa amin, patakaran sa privacy, kasunduan sa pautang). */
const fil: LegalText = {
  'legal.contents': 'Nilalaman',
  'legal.backToContents': 'Bumalik sa nilalaman',
};

export default fil;
