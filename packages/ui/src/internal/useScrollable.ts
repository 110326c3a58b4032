import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element's content overflows it. A scrolling region needs a tab stop so keyboard
 * users can scroll it; a short one should not add an empty stop. The element's own size changes
 * whenever it starts or stops overflowing, so observing it is enough.
 */
export function useScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() =>
      setScrollable(element.scrollHeight > element.clientHeight),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return scrollable;
}
