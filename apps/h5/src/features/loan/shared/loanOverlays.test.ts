import { describe, expect, test } from 'vitest';
import {
  holdsLoan,
  noOverlay,
  type OverlayEvent,
  type OverlayState,
  overlayReducer,
  retainsOnBack,
  visibleOverlay,
} from './loanOverlays.ts';

function run(...events: OverlayEvent[]): OverlayState {
  return events.reduce(overlayReducer, noOverlay);
}

const loaded = (popAgreementUrl: string, promo: boolean, dismissed = 0): OverlayEvent => ({
  type: 'loaded',
  popAgreementUrl,
  promo,
  dismissed,
});

describe('overlays', () => {
  test('nothing shows before the data, nor after it without an agreement url or promotion', () => {
    expect(visibleOverlay(noOverlay)).toBeNull();
    expect(visibleOverlay(run(loaded('', false)))).toBeNull();
    expect(visibleOverlay(run(loaded('   ', false)))).toBeNull();
  });

  test('the agreement modal shows only for a non-empty popAgreementUrl', () => {
    expect(visibleOverlay(run(loaded('/loanAgreement', false)))).toBe('agreement');
    expect(visibleOverlay(run(loaded('/loanAgreement', false), { type: 'dismiss' }))).toBeNull();
  });

  test('the promotion waits until the agreement is agreed to', () => {
    const both = run(loaded('/loanAgreement', true));
    expect(visibleOverlay(both)).toBe('agreement');
    expect(visibleOverlay(overlayReducer(both, { type: 'dismiss' }))).toBe('promo');
    expect(visibleOverlay(run(loaded('', true)))).toBe('promo');
    expect(visibleOverlay(run(loaded('', true), { type: 'dismiss' }))).toBeNull();
  });

  test('back puts Point out on top; staying brings back what was under it', () => {
    const onTop = run(loaded('/loanAgreement', true), { type: 'back' });
    expect(visibleOverlay(onTop)).toBe('pointOut');
    expect(visibleOverlay(overlayReducer(onTop, { type: 'stay' }))).toBe('agreement');
    expect(visibleOverlay(run(loaded('', false), { type: 'back' }))).toBe('pointOut');
    expect(visibleOverlay(run(loaded('', false), { type: 'back' }, { type: 'stay' }))).toBeNull();
  });

  test('a back while Point out asks closes it, and brings back what was under it', () => {
    const twice = run(loaded('/loanAgreement', true), { type: 'back' }, { type: 'back' });
    expect(visibleOverlay(twice)).toBe('agreement');
    expect(visibleOverlay(overlayReducer(twice, { type: 'back' }))).toBe('pointOut');
  });

  test('a reload starts over', () => {
    const again = run(loaded('', true), { type: 'dismiss' }, { type: 'back' }, loaded('', true));
    expect(visibleOverlay(again)).toBe('promo');
  });

  test('back on the page, what was dismissed before stays dismissed', () => {
    expect(visibleOverlay(run(loaded('/loanAgreement', true, 1)))).toBe('promo');
    expect(visibleOverlay(run(loaded('/loanAgreement', true, 2)))).toBeNull();
    expect(visibleOverlay(run(loaded('', true, 1)))).toBeNull();
    const onTop = run(loaded('/loanAgreement', true, 1), { type: 'back' });
    expect(visibleOverlay(onTop)).toBe('pointOut');
    expect(visibleOverlay(overlayReducer(onTop, { type: 'stay' }))).toBe('promo');
  });
});

describe('holdsLoan', () => {
  test('while the agreement is owed, under Point out too, and not once it is agreed to', () => {
    expect(holdsLoan(noOverlay)).toBe(false);
    expect(holdsLoan(run(loaded('/loanAgreement', true)))).toBe(true);
    expect(holdsLoan(run(loaded('/loanAgreement', false), { type: 'back' }))).toBe(true);
    expect(holdsLoan(run(loaded('/loanAgreement', true), { type: 'dismiss' }))).toBe(false);
    expect(holdsLoan(run(loaded('/loanAgreement', false, 1)))).toBe(false);
  });

  test('not for the promotion, whose own button takes the loan', () => {
    expect(holdsLoan(run(loaded('', true)))).toBe(false);
    expect(holdsLoan(run(loaded('', false), { type: 'back' }))).toBe(false);
  });
});

describe('retainsOnBack', () => {
  test('only isPopType 1', () => {
    expect(retainsOnBack(1)).toBe(true);
    expect(retainsOnBack(0)).toBe(false);
    expect(retainsOnBack(2)).toBe(false);
  });
});
