import { afterEach, expect, test } from 'vitest';
import { landingVisit } from './landingVisit.ts';

afterEach(() => landingVisit.reset());

test('one visit per page load, however often the form shows', () => {
  expect(landingVisit.counted()).toBe(false);
  expect(landingVisit.take()).toBe(true);
  expect(landingVisit.counted()).toBe(true);
  expect(landingVisit.take()).toBe(false);
  landingVisit.reset();
  expect(landingVisit.take()).toBe(true);
});
