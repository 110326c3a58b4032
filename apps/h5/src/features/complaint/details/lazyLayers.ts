import { lazyLayer } from '../../../screen/lazyLayer.tsx';
import type { PicturePreviewProps } from './PicturePreview.tsx';
import type { RatingDialogProps } from './RatingDialog.tsx';

/** The rating modal and its stars: code fetched once the detail shows. */
export const { Layer: LazyRatingDialog, load: loadRatingDialog } = lazyLayer<RatingDialogProps>(
  () => import('./RatingDialog.tsx').then((module) => module.RatingDialog),
);

/** The full-screen picture: code fetched once the detail shows. */
export const { Layer: LazyPicturePreview, load: loadPicturePreview } =
  lazyLayer<PicturePreviewProps>(() =>
    import('./PicturePreview.tsx').then((module) => module.PicturePreview),
  );
