import { expect } from 'storybook/test';
import { splitWords } from './splitWords.ts';

/** `figure` reads whole: no word broken across lines, nothing cut, its end inside `box`. */
export async function expectWholeWithin(figure: HTMLElement, box: Element | null): Promise<void> {
  await expect(splitWords(figure)).toEqual([]);
  await expect(figure.scrollWidth).toBeLessThanOrEqual(figure.clientWidth);
  await expect(box).not.toBeNull();
  await expect(figure.getBoundingClientRect().right).toBeLessThanOrEqual(
    box?.getBoundingClientRect().right ?? 0,
  );
}
