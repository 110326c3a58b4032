import { describe, expect, test, vi } from 'vitest';
import { type BackEvent, closeLayerOnBack, isCancelableBack } from './backClosesLayer.ts';

const back = (change: Partial<BackEvent> = {}): BackEvent => ({
  navigationType: 'traverse',
  cancelable: true,
  userInitiated: true,
  ...change,
  destination: { sameDocument: true, index: 1, ...change.destination } as BackEvent['destination'],
});

describe('isCancelableBack', () => {
  test("the borrower's Back to an earlier screen of the app", () => {
    expect(isCancelableBack(back(), 2)).toBe(true);
  });

  test.each([
    ['a push', back({ navigationType: 'push' })],
    ['a Back the browser will not let the page cancel', back({ cancelable: false })],
    ["the app's own history.back()", back({ userInitiated: false })],
    ['Forward', back({ destination: { index: 3 } as BackEvent['destination'] })],
    [
      'a Back out of the app',
      back({ destination: { sameDocument: false, index: 1 } as BackEvent['destination'] }),
    ],
  ])('not %s', (_name, event) => {
    expect(isCancelableBack(event, 2)).toBe(false);
  });
});

/** A stand-in for `window.navigation` that hands its `navigate` listener to the test. */
function fakeNavigation(index: number) {
  const target = new EventTarget();
  const navigation = Object.assign(target, { currentEntry: { index } }) as unknown as Navigation;
  const fire = ({ cancelable, ...rest }: BackEvent) => {
    const navigate = Object.assign(new Event('navigate', { cancelable }), rest);
    target.dispatchEvent(navigate);
    return navigate.defaultPrevented;
  };
  return { navigation, fire };
}

describe('closeLayerOnBack', () => {
  test('Back closes the open overlay and stays on the screen', () => {
    const { navigation, fire } = fakeNavigation(2);
    const dismiss = vi.fn(() => true);
    closeLayerOnBack(navigation, dismiss);
    expect(fire(back())).toBe(true);
    expect(dismiss).toHaveBeenCalledOnce();
  });

  test('with no overlay to close, Back leaves the screen', () => {
    const { navigation, fire } = fakeNavigation(2);
    closeLayerOnBack(navigation, () => false);
    expect(fire(back())).toBe(false);
  });

  test("the app's own history.back() leaves the overlay alone", () => {
    const { navigation, fire } = fakeNavigation(2);
    const dismiss = vi.fn(() => true);
    closeLayerOnBack(navigation, dismiss);
    expect(fire(back({ userInitiated: false }))).toBe(false);
    expect(dismiss).not.toHaveBeenCalled();
  });

  test('once stopped, it no longer listens', () => {
    const { navigation, fire } = fakeNavigation(2);
    const dismiss = vi.fn(() => true);
    closeLayerOnBack(navigation, dismiss)();
    expect(fire(back())).toBe(false);
    expect(dismiss).not.toHaveBeenCalled();
  });

  test('a browser without the Navigation API is left as it is', () => {
    expect(closeLayerOnBack(undefined, () => true)).toEqual(expect.any(Function));
  });
});
