import type { CardText } from './en.ts';

const id: CardText = {
  'card.chooseCard': 'Silakan pilih kartu bank untuk membayar terlebih dahulu!',
};

export default id;
