import { describe, expect, test } from 'vitest';
import {
  DIALOG_ORDER,
  type DialogFacts,
  nextDialog,
  type OrderDialogKind,
  ratingStep,
} from './orderDialogs.ts';

const none: DialogFacts = { reyMsg: '', cardNeedPop: 0, KindTipsMsg: '', isScore: 0 };
const all: DialogFacts = {
  reyMsg: 'Your withdrawal failed. Please withdraw again.',
  cardNeedPop: 1,
  KindTipsMsg: 'Pay only through the app.',
  isScore: 1,
};
const fresh = { bankTipSeen: false, dismissed: new Set<OrderDialogKind>() };

describe('nextDialog', () => {
  test('none when nothing applies', () => {
    expect(nextDialog(none, fresh)).toBeNull();
  });

  test.each([
    [{ reyMsg: 'Withdraw again' }, 'reWithdraw'],
    [{ cardNeedPop: 1 }, 'bindCard'],
    [{ KindTipsMsg: 'Pay only through the app.' }, 'kindTips'],
    [{ isScore: 1 }, 'rating'],
  ] as const)('%o alone opens %s', (facts, kind) => {
    expect(nextDialog({ ...none, ...facts }, fresh)).toBe(kind);
  });

  test('blank messages and other flag values open nothing', () => {
    expect(nextDialog({ ...none, reyMsg: '  ', KindTipsMsg: ' ' }, fresh)).toBeNull();
    expect(nextDialog({ ...none, cardNeedPop: 2, isScore: 2 }, fresh)).toBeNull();
  });

  test('kind tips stay away once the borrower went to repay', () => {
    const facts = { ...none, KindTipsMsg: 'Pay only through the app.' };
    expect(nextDialog(facts, { ...fresh, bankTipSeen: true })).toBeNull();
  });

  test('several at once: one at a time, in the documented order, each after the last is closed', () => {
    const dismissed = new Set<OrderDialogKind>();
    const shown: OrderDialogKind[] = [];
    for (let kind = nextDialog(all, { bankTipSeen: false, dismissed }); kind; ) {
      shown.push(kind);
      dismissed.add(kind);
      kind = nextDialog(all, { bankTipSeen: false, dismissed });
    }
    expect(shown).toEqual(['reWithdraw', 'bindCard', 'kindTips', 'rating']);
    expect(shown).toEqual([...DIALOG_ORDER]);
  });

  test('a dismissed dialog does not come back; the seen bank tip is skipped in the queue', () => {
    const dismissed = new Set<OrderDialogKind>(['reWithdraw']);
    expect(nextDialog(all, { bankTipSeen: true, dismissed })).toBe('bindCard');
    dismissed.add('bindCard');
    expect(nextDialog(all, { bankTipSeen: true, dismissed })).toBe('rating');
  });
});

describe('ratingStep', () => {
  test('no star chosen asks to choose', () => {
    expect(ratingStep(0)).toBe('choose');
  });

  test.each([1, 2, 3])('%i stars: the result modal', (stars) => {
    expect(ratingStep(stars)).toBe('thanks');
  });

  test.each([4, 5])('%i stars: the native store rating', (stars) => {
    expect(ratingStep(stars)).toBe('storeRating');
  });
});
