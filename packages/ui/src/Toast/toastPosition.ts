/** The part of the page the user can see; `window.visualViewport` has this shape. */
export interface ViewportBox {
  width: number;
  height: number;
  offsetLeft: number;
  offsetTop: number;
}

export interface ViewportSource {
  innerWidth: number;
  innerHeight: number;
  visualViewport?: ViewportBox | null | undefined;
}

/** Where the centre of a fixed-position toast goes, in CSS pixels of the layout viewport. */
export interface ToastPlacement {
  top: number;
  left: number;
  maxWidth: number;
  /** A longer message scrolls within it: large text makes a few lines taller than a phone. */
  maxHeight: number;
}

/** Space kept free between the toast and the sides of the screen. */
const TOAST_GUTTER = 16;
/** Keeps lines readable on tablets and in landscape. */
const TOAST_MAX_WIDTH = 360;

/** Browsers without `visualViewport` resize the window for the keyboard instead. */
export function readViewport(source: ViewportSource): ViewportBox {
  const visual = source.visualViewport;
  if (visual) {
    const { width, height, offsetLeft, offsetTop } = visual;
    return { width, height, offsetLeft, offsetTop };
  }
  return { width: source.innerWidth, height: source.innerHeight, offsetLeft: 0, offsetTop: 0 };
}

/** Centres the toast in the visible area, so an open keyboard never covers it. */
export function toastPosition(viewport: ViewportBox): ToastPlacement {
  return {
    top: viewport.offsetTop + viewport.height / 2,
    left: viewport.offsetLeft + viewport.width / 2,
    maxWidth: Math.max(0, Math.min(TOAST_MAX_WIDTH, viewport.width - 2 * TOAST_GUTTER)),
    maxHeight: Math.max(0, viewport.height - 2 * TOAST_GUTTER),
  };
}

export function sameViewport(a: ViewportBox, b: ViewportBox): boolean {
  return (
    a.width === b.width &&
    a.height === b.height &&
    a.offsetLeft === b.offsetLeft &&
    a.offsetTop === b.offsetTop
  );
}
