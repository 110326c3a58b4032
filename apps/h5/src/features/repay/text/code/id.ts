import type { CodeText } from './en.ts';

const id: CodeText = {
  'code.copied': 'Berhasil disalin',
};

export default id;
