import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** How long a screen has to draw again before Back gives up returning to where it was. */
const RESTORE_LIMIT_MS = 5000;

/**
 * Scrolls to `top` once the page is tall enough for it: a data screen shows a skeleton before its
 * answer. Gives up when the borrower touches, scrolls or types first, or after a while. Returns
 * what stops the wait.
 */
function scrollWhenTall(top: number): () => void {
  const root = document.documentElement;
  const tryScroll = () => {
    if (root.scrollHeight - window.innerHeight < top) return false;
    window.scrollTo(0, top);
    return true;
  };
  if (tryScroll()) return () => undefined;
  const observer = new ResizeObserver(() => {
    if (tryScroll()) stop();
  });
  const interrupts = ['touchstart', 'wheel', 'keydown'] as const;
  const timer = setTimeout(() => stop(), RESTORE_LIMIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of interrupts) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of interrupts) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * A new screen starts at its top; Back and Forward return to where the borrower had scrolled on
 * that screen, once it has drawn again. The offsets are kept for the page's life, by history entry.
 * The first screen is left where the browser shows it.
 */
export function useScrollRestore(): void {
  const { key } = useLocation();
  const type = useNavigationType();
  const offsets = useRef(new Map<string, number>());
  const shown = useRef(key);

  useEffect(() => {
    const remember = () => offsets.current.set(shown.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  // In the commit that shows the screen: a scroll event after it belongs to the new screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new history entry
  useLayoutEffect(() => {
    // The page the app woke on stays where the visitor may have scrolled it meanwhile.
    if (shown.current === key) return;
    shown.current = key;
    const top = type === NavigationType.Pop ? (offsets.current.get(key) ?? 0) : 0;
    window.scrollTo(0, 0);
    if (top > 0) return scrollWhenTall(top);
  }, [key]);
}
