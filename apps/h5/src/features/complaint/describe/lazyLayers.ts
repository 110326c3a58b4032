import type { ImagePreviewProps } from '@hiram/ui';
import { lazyLayer } from '../../../screen/lazyLayer.tsx';
import type { SentDialogProps } from './SentDialog.tsx';

/** The success modal: fetched once the form shows, not in the first load. */
export const { Layer: LazySentDialog } = lazyLayer<SentDialogProps>(() =>
  import('./SentDialog.tsx').then((module) => module.SentDialog),
);

/** A picture enlarged: fetched once the form shows, not in the first load. */
export const { Layer: LazyPicturePreview } = lazyLayer<ImagePreviewProps>(() =>
  import('./PicturePreview.tsx').then((module) => module.PicturePreview),
);
