import type { Page } from 'playwright';

/**
 * The layout shifts the page has had so far, each with the elements that moved and where from:
 * a failure names what to hold still.
 */
export const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Shift = PerformanceEntry & {
          value: number;
          sources: {
            node?: Node | null;
            previousRect: DOMRectReadOnly;
            currentRect: DOMRectReadOnly;
          }[];
        };
        const box = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`;
        const described = (shift: Shift) =>
          `${shift.value} at ${Math.round(shift.startTime)} ms: ${shift.sources
            .map(
              ({ node, previousRect, currentRect }) =>
                `${node?.nodeName ?? '?'} "${node?.textContent?.slice(0, 30) ?? ''}" ${box(previousRect)} -> ${box(currentRect)}`,
            )
            .join('; ')}`;
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as Shift[];
          resolve(shifts.filter((shift) => shift.value > 0).map(described));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve([]), 500);
      }),
  );
