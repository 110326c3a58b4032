import { describe, expect, test } from 'vitest';
import {
  type RatingEvent,
  type RatingState,
  ratingReducer,
  sendStep,
  unrated,
} from './ratingState.ts';

const run = (...events: RatingEvent[]) => events.reduce<RatingState>(ratingReducer, unrated);

describe('ratingReducer', () => {
  test('the prompt opens the modal with no star', () => {
    expect(run({ type: 'prompt' })).toEqual({ ...unrated, open: true });
  });

  test('stars fill up to the one tapped, and change with the next tap', () => {
    expect(run({ type: 'prompt' }, { type: 'choose', stars: 4 }).stars).toBe(4);
    expect(
      run({ type: 'prompt' }, { type: 'choose', stars: 4 }, { type: 'choose', stars: 2 }).stars,
    ).toBe(2);
  });

  test('Cancel closes and resets the stars', () => {
    expect(run({ type: 'prompt' }, { type: 'choose', stars: 3 }, { type: 'cancel' })).toEqual(
      unrated,
    );
  });

  test('a sent score closes and resets the modal, which then never asks again', () => {
    const sent = run(
      { type: 'prompt' },
      { type: 'choose', stars: 5 },
      { type: 'send' },
      { type: 'sent' },
    );
    expect(sent).toEqual({ open: false, stars: 0, sending: false, rated: true });
    expect(ratingReducer(sent, { type: 'prompt' })).toBe(sent);
  });

  test('a refused score keeps the modal open with its stars', () => {
    expect(
      run({ type: 'prompt' }, { type: 'choose', stars: 3 }, { type: 'send' }, { type: 'failed' }),
    ).toEqual({ open: true, stars: 3, sending: false, rated: false });
  });

  test('while the score is on its way, taps change nothing', () => {
    const sending = run({ type: 'prompt' }, { type: 'choose', stars: 3 }, { type: 'send' });
    expect(sending.sending).toBe(true);
    for (const event of [
      { type: 'choose', stars: 1 },
      { type: 'cancel' },
      { type: 'send' },
      { type: 'prompt' },
    ] as const) {
      expect(ratingReducer(sending, event)).toBe(sending);
    }
  });
});

describe('sendStep', () => {
  test('no star: ask for one (spec section 5); stars: send; on its way: wait', () => {
    expect(sendStep({ ...unrated, open: true })).toBe('choose');
    expect(sendStep({ ...unrated, open: true, stars: 1 })).toBe('send');
    expect(sendStep({ ...unrated, open: true, stars: 5, sending: true })).toBe('wait');
  });
});
