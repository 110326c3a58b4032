import { lazyLayer } from '../../../screen/lazyLayer.tsx';
import type { RatingDialogProps } from './RatingDialog.tsx';

/** The rating modal and its stars: code fetched once the detail shows. */
export const { Layer: LazyRatingDialog, load: loadRatingDialog } = lazyLayer<RatingDialogProps>(
  () => import('./RatingDialog.tsx').then((module) => module.RatingDialog),
);
