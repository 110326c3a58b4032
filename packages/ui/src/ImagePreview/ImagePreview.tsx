import { LazyLayer } from '../internal/LazyLayer.tsx';
import { lazyModule } from '../internal/lazyModule.tsx';
import { useInBrowser } from '../ssr/useInBrowser.ts';

export interface PreviewImage {
  /** The image's URL. */
  src: string;
  /** The image's text alternative, read by screen readers. */
  alt: string;
}

export interface ImagePreviewProps {
  /** Shows the preview; set it back to `false` in `onClose`. */
  open: boolean;
  /** The images to page through, in order; the preview does not open while there are none. */
  images: readonly PreviewImage[];
  /** The image shown, from 0; makes the preview controlled. */
  index?: number | undefined;
  /** The image shown first when uncontrolled. */
  defaultIndex?: number | undefined;
  /** Next, previous, a swipe or an arrow key: the image now shown, from 0 (it wraps round). */
  onIndexChange?: ((index: number) => void) | undefined;
  /**
   * A tap anywhere, the close button, Escape, a phone's back (`dismissTopLayer`), or the
   * preview's code still not here 8 s after opening.
   */
  onClose: () => void;
  /** The overlay's accessible name; the built-in "Image preview" label by default. */
  label?: string | undefined;
}

const preview = /* @__PURE__ */ lazyModule(() => import('./OpenPreview.tsx'));

/**
 * A full-screen view of an image (or several, with next/previous and swipes). Any tap closes it,
 * once it has opened: the second tap of a double tap on a thumbnail leaves it open.
 *
 * The open view's code is a separate chunk, fetched when the page is idle a second after the
 * preview first renders (`whenIdle`); opened sooner, it shows once its code arrives.
 */
export function ImagePreview({ open, ...props }: ImagePreviewProps) {
  // As `Popup`: open in server-rendered HTML, it shows once the page has hydrated.
  const inBrowser = useInBrowser();
  return (
    <LazyLayer
      open={open && inBrowser && props.images.length > 0}
      code={preview}
      onGiveUp={props.onClose}
    >
      <preview.Component {...props} />
    </LazyLayer>
  );
}
