import { lazyLayer } from '../../../screen/lazyLayer.tsx';
import type { RatingDialogProps } from './RatingDialog.tsx';

/** The stars are asked for on few visits: their code is left out of the order page's first load. */
export const { Layer: LazyRatingDialog, load: loadRatingDialog } = lazyLayer<RatingDialogProps>(
  () => import('./RatingDialog.tsx').then((module) => module.RatingDialog),
);
