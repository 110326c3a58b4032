import { ImagePreview } from '@hiram/ui';
import { usePackText } from '../../../i18n/index.ts';
import { followText } from '../text/follow/index.ts';

export interface PicturePreviewProps {
  open: boolean;
  /** Pictures the link guard allowed. */
  srcs: readonly string[];
  /** The one tapped, from 0. */
  index: number;
  onClose: () => void;
}

/** A tapped picture full screen, with its neighbours a swipe away. */
export function PicturePreview({ open, srcs, index, onClose }: PicturePreviewProps) {
  const f = usePackText(followText);
  const images = srcs.map((src, at) => ({
    src,
    alt: f('follow.details.picture', { index: at + 1, total: srcs.length }),
  }));
  return <ImagePreview open={open} images={images} defaultIndex={index} onClose={onClose} />;
}
