import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { filStrings } from '../locale/fil.ts';
import { InstructionSteps } from './InstructionSteps.tsx';
import type { PayNotice } from './instructionGroups.ts';

const payNotice: PayNotice = {
  'E-wallet': [
    {
      name: 'GCash',
      step: [
        'Open the GCash app on your phone and log in.',
        'Tap Bills, then Loans, then Hiram.',
        'Enter the pay code and the total payment, then confirm.',
      ],
    },
    {
      name: 'Maya',
      step: ['Open the Maya app.', 'Tap Bills and search for Hiram.', 'Enter the pay code.'],
    },
  ],
  'Over the counter': [
    {
      name: '7-Eleven',
      step: [
        'Go to the CLiQQ kiosk in any 7-Eleven store.',
        'Choose Bills Payment, then Loans.',
        'Pay at the counter and keep the deposit slip as proof of payment.',
      ],
    },
  ],
};

const itemsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const meta = {
  title: 'Components/InstructionSteps',
  component: InstructionSteps,
  args: { instructions: payNotice },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof InstructionSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings.map((h) => h.textContent)).toEqual(['E-wallet', 'Over the counter']);
    await expect(canvas.getByRole('heading', { level: 4, name: 'GCash' })).toBeVisible();
    const gcash = canvas.getByRole('list', { name: 'GCash' });
    await expect(gcash.tagName).toBe('OL');
    await expect(itemsOf(gcash)).toEqual([
      'Open the GCash app on your phone and log in.',
      'Tap Bills, then Loans, then Hiram.',
      'Enter the pay code and the total payment, then confirm.',
    ]);
    await expect(itemsOf(canvas.getByRole('list', { name: '7-Eleven' }))).toHaveLength(3);
  },
};

export const ArrayForm: Story = {
  args: {
    instructions: [
      {
        title: 'Bank transfer',
        entries: [
          { name: 'BDO Online', step: ['Log in to BDO Online.', 'Choose Pay Bills.'] },
          { name: 'BPI', step: ['Open the BPI app.', 'Choose Pay Bills.'] },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Bank transfer' })).toBeVisible();
    await expect(itemsOf(canvas.getByRole('list', { name: 'BPI' }))).toEqual([
      'Open the BPI app.',
      'Choose Pay Bills.',
    ]);
  },
};

/** Each channel folds under its title; the first starts open. */
export const Collapsible: Story = {
  args: { collapsible: true },
  play: async ({ canvas }) => {
    const firstSteps = canvas.getByText('Open the GCash app on your phone and log in.');
    await expect(firstSteps).toBeVisible();
    const counterStep = canvas.getByText('Go to the CLiQQ kiosk in any 7-Eleven store.');
    await expect(counterStep).not.toBeVisible();

    const summary = canvas.getByText('Over the counter').closest('summary');
    await expect(summary).not.toBeNull();
    const box = summary?.getBoundingClientRect();
    await expect(box?.height).toBeGreaterThanOrEqual(44);
    if (summary) await userEvent.click(summary);
    await expect(counterStep).toBeVisible();
    await expect(summary?.parentElement).toHaveAttribute('open');

    if (summary) await userEvent.click(summary);
    await expect(counterStep).not.toBeVisible();
    // A native summary: reachable with Tab, toggled with Enter or Space by the browser itself.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await userEvent.tab();
    await expect(canvas.getByText('E-wallet').closest('summary')).toHaveFocus();
  },
};

export const CollapsibleAllClosed: Story = {
  args: { collapsible: true, defaultOpen: 'none' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tap Bills, then Loans, then Hiram.')).not.toBeVisible();
    await expect(canvas.getByText('E-wallet')).toBeVisible();
  },
};

export const HeadingLevelTwo: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { instructions: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No payment instructions yet')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Blank groups and steps from the server are left out rather than shown empty. */
export const BlankDataFromServer: Story = {
  args: {
    instructions: {
      'E-wallet': [{ name: 'GCash', step: ['Open the GCash app.', '', '  ', 'Pay.'] }],
      'Nothing here': [],
    },
  },
  play: async ({ canvas }) => {
    await expect(itemsOf(canvas.getByRole('list', { name: 'GCash' }))).toEqual([
      'Open the GCash app.',
      'Pay.',
    ]);
    await expect(canvas.queryByText('Nothing here')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    instructions: {
      'E-wallet and online banking partners available nationwide, open every day': [
        {
          name: 'GCash (Globe Fintech Innovations) via Pay Bills under the Loans category',
          step: [
            'Visit https://pay.example.com/repayment/instructions/gcash/pay-bills/loans/hiram-lending-corporation and follow the steps shown.',
            'Enter the reference number HIRAM2024000123456789PH7ELEVENREPAYMENT exactly as shown on the Payment screen.',
          ],
        },
      ],
    },
  },
  render: (args) => (
    <div style={{ width: 280 }}>
      <InstructionSteps {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('div');
    const right = frame?.getBoundingClientRect().right ?? 0;
    for (const text of Array.from(canvasElement.querySelectorAll('h3, h4, li'))) {
      await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(right);
      await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
    }
  },
};

export const Chinese: Story = {
  args: { instructions: undefined },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无还款说明')).toBeVisible();
  },
};

export const Indonesian: Story = {
  args: { instructions: [] },
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada petunjuk pembayaran')).toBeVisible();
  },
};

/** No instructions, in Filipino: the built-in "no payment instructions yet" note. */
export const Filipino: Story = {
  args: { instructions: undefined },
  globals: { locale: 'fil' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(filStrings.noInstructions)).toBeVisible();
  },
};
