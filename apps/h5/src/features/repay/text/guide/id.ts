import type { GuideText } from './en.ts';

const id: GuideText = {
  'guide.exactAmount': 'Bayar sesuai jumlah yang tertera.',
};

export default id;
