import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type InstructionGroup, type PayNotice, toInstructionGroups } from './instructionGroups.ts';

const payNotice: PayNotice = {
  'E-wallet': [
    { name: 'GCash', step: ['Open the GCash app.', 'Tap Pay Bills.', 'Enter the pay code.'] },
    { name: 'Maya', step: ['Open the Maya app.', 'Tap Bills.'] },
  ],
  'Over the counter': [{ name: '7-Eleven', step: ['Go to a CLiQQ kiosk.', 'Show the code.'] }],
};

describe('toInstructionGroups', () => {
  it('turns the payNotice map into groups in key order', () => {
    expect(toInstructionGroups(payNotice)).toEqual([
      {
        title: 'E-wallet',
        entries: [
          { name: 'GCash', step: ['Open the GCash app.', 'Tap Pay Bills.', 'Enter the pay code.'] },
          { name: 'Maya', step: ['Open the Maya app.', 'Tap Bills.'] },
        ],
      },
      {
        title: 'Over the counter',
        entries: [{ name: '7-Eleven', step: ['Go to a CLiQQ kiosk.', 'Show the code.'] }],
      },
    ]);
  });

  it('takes the array form as it is', () => {
    const groups: InstructionGroup[] = [
      { title: 'Bank', entries: [{ name: 'BDO', step: ['Log in.', 'Pay bills.'] }] },
    ];
    expect(toInstructionGroups(groups)).toEqual(groups);
  });

  it('is empty for nothing at all', () => {
    expect(toInstructionGroups(undefined)).toEqual([]);
    expect(toInstructionGroups(null)).toEqual([]);
    expect(toInstructionGroups({})).toEqual([]);
    expect(toInstructionGroups([])).toEqual([]);
  });

  it('drops blank steps, empty entries and groups left empty', () => {
    const messy = {
      Empty: [],
      Missing: null,
      Blank: [{ name: ' ', step: ['', '  '] }],
      Kept: [
        { name: 'GCash', step: ['Open GCash.', '', 'Pay.'] },
        { name: '', step: ['Unnamed but useful.'] },
        { name: 'No steps', step: null },
      ],
    } as unknown as PayNotice;
    expect(toInstructionGroups(messy)).toEqual([
      {
        title: 'Kept',
        entries: [
          { name: 'GCash', step: ['Open GCash.', 'Pay.'] },
          { name: '', step: ['Unnamed but useful.'] },
          { name: 'No steps', step: [] },
        ],
      },
    ]);
  });

  it('keeps every non-blank step, in order, and never an empty group or entry', () => {
    const entry = fc.record({ name: fc.string(), step: fc.array(fc.string()) });
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.array(entry)), (notice) => {
        const groups = toInstructionGroups(notice);
        for (const group of groups) {
          expect(group.entries.length).toBeGreaterThan(0);
          for (const { name, step } of group.entries) {
            expect(name.trim() !== '' || step.length > 0).toBe(true);
          }
        }
        const stepsIn = Object.values(notice).flatMap((entries) =>
          entries.flatMap((e) => e.step.filter((s) => s.trim() !== '')),
        );
        const stepsOut = groups.flatMap((g) => g.entries.flatMap((e) => e.step));
        expect(stepsOut).toEqual(stepsIn);
      }),
    );
  });
});
