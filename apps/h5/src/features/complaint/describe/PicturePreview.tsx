import { ImagePreview, type ImagePreviewProps } from '@hiram/ui';

/** The library's preview, as a chunk of its own for `lazyLayer`. */
export function PicturePreview(props: ImagePreviewProps) {
  return <ImagePreview {...props} />;
}
