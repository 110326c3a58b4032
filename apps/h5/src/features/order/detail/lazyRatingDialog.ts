import { preloadDialog } from '@hiram/ui';
import { lazyLayer } from '../../../screen/lazyLayer.tsx';
import type { RatingDialogProps } from './RatingDialog.tsx';

/**
 * The stars are asked for on few visits: their code is left out of the order page's first load.
 * The prompt opens as the order shows, so the dialog's own code comes beside it, not after it.
 */
export const { Layer: LazyRatingDialog, load: loadRatingDialog } = lazyLayer<RatingDialogProps>(
  async () => (await Promise.all([import('./RatingDialog.tsx'), preloadDialog()]))[0].RatingDialog,
);
