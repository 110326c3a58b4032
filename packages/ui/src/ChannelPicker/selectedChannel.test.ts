import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RepaymentChannel, selectedChannel } from './selectedChannel.ts';

const gcash = { channelNumber: '90006', name: 'GCash' };
const seven = { channelNumber: '90011', name: '7-Eleven' };
const channels: RepaymentChannel[] = [gcash, seven];

describe('selectedChannel', () => {
  it('finds the channel by its number', () => {
    expect(selectedChannel(channels, '90011')).toBe(seven);
  });

  it('falls back to the first channel when none or an unknown one is given', () => {
    expect(selectedChannel(channels, undefined)).toBe(gcash);
    expect(selectedChannel(channels, '12345')).toBe(gcash);
  });

  it('has nothing to choose from an empty list', () => {
    expect(selectedChannel([], '90006')).toBeUndefined();
  });

  it('always gives one of the channels when there are any', () => {
    const channel = fc.record({ channelNumber: fc.string(), name: fc.string() });
    fc.assert(
      fc.property(
        fc.array(channel, { minLength: 1 }),
        fc.option(fc.string(), { nil: undefined }),
        (list, value) => {
          const chosen = selectedChannel(list, value);
          expect(list).toContain(chosen);
          if (list.some((item) => item.channelNumber === value)) {
            expect(chosen?.channelNumber).toBe(value);
          }
        },
      ),
    );
  });
});
