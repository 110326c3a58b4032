import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { filStrings } from '../locale/fil.ts';
import { FoldList } from './FoldList.tsx';

const details = [
  { text: 'Loan amount', value: '₱5.000,00' },
  { text: 'Interest', value: '₱150,00' },
  { text: 'Service fee', value: '₱250,00' },
  { text: 'Overdue fee', value: '₱0,00' },
  { text: 'Due date', value: '2025-03-14' },
];

/** The terms on screen, in order. */
const termsShown = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('dt'), (dt) => dt.textContent);

const meta = {
  title: 'Components/FoldList',
  component: FoldList,
  args: { rows: details, onExpandedChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FoldList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Folded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(termsShown(canvasElement)).toEqual(['Loan amount', 'Interest']);
    await expect(canvas.getByText('₱5.000,00')).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'More' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = canvasElement.querySelector('dl');
    await expect(toggle).toHaveAttribute('aria-controls', list?.id);
    const box = toggle.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeGreaterThanOrEqual(44);
  },
};

export const Expanded: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(termsShown(canvasElement)).toEqual(details.map((row) => row.text));
    const hide = canvas.getByRole('button', { name: 'Hide' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(hide).toHaveFocus();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(hide);
    await expect(termsShown(canvasElement)).toEqual(['Loan amount', 'Interest']);
    await expect(canvas.getByRole('button', { name: 'More' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
    await expect(args.onExpandedChange).toHaveBeenCalledTimes(2);
  },
};

export const DefaultExpanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(termsShown(canvasElement)).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Hide' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** No more than `foldAt` rows: nothing to fold, so no toggle. */
export const FewRows: Story = {
  args: { rows: details.slice(0, 2) },
  play: async ({ canvas, canvasElement }) => {
    await expect(termsShown(canvasElement)).toEqual(['Loan amount', 'Interest']);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const FoldAtThree: Story = {
  args: { foldAt: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(termsShown(canvasElement)).toEqual(['Loan amount', 'Interest', 'Service fee']);
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(termsShown(canvasElement)).toHaveLength(5);
  },
};

export const Empty: Story = {
  args: { rows: [], emptyText: 'No details yet' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No details yet')).toBeVisible();
    await expect(canvasElement.querySelector('dl')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A parent that keeps the expanded state, e.g. to remember it across screens. */
function ControlledFoldList() {
  const [expanded, setExpanded] = useState(false);
  return (
    <div>
      <FoldList rows={details} expanded={expanded} onExpandedChange={setExpanded} />
      <p>{expanded ? 'Showing all details' : 'Showing a summary'}</p>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledFoldList />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Showing a summary')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(canvas.getByText('Showing all details')).toBeVisible();
    await expect(termsShown(canvasElement)).toHaveLength(5);
  },
};

/** An `expanded` value the parent never updates stays put. */
export const ControlledWithoutUpdate: Story = {
  args: { expanded: false },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    await expect(termsShown(canvasElement)).toHaveLength(2);
  },
};

export const LongText: Story = {
  args: {
    rows: [
      {
        text: 'Early repayment discount applied to the outstanding principal this period',
        value: '₱1.234.567,89',
      },
      {
        text: 'Reference',
        value: 'HIRAM-2024-000123456789-PH-REPAYMENT-REFERENCE-NUMBER',
      },
      { text: 'Due date', value: '2025-03-14' },
    ],
  },
  render: (args) => (
    <div style={{ width: 280 }}>
      <FoldList {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    const right = list?.getBoundingClientRect().right ?? 0;
    for (const cell of Array.from(canvasElement.querySelectorAll('dt, dd'))) {
      await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5);
    }
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '更多' }));
    await expect(canvas.getByRole('button', { name: '收起' })).toBeVisible();
  },
};

export const Indonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Selengkapnya' }));
    await expect(canvas.getByRole('button', { name: 'Sembunyikan' })).toBeVisible();
  },
};

/** In Filipino: the built-in More, which unfolds the list and turns to the built-in Hide. */
export const Filipino: Story = {
  globals: { locale: 'fil' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: filStrings.more });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName(filStrings.hide);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};
