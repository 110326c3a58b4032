import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { FoldList } from '../FoldList/FoldList.tsx';
import { filStrings } from './fil.ts';
import { idStrings } from './id.ts';
import { UiStringsProvider } from './UiStringsProvider.tsx';
import { zhCNStrings } from './zh-CN.ts';

const rows = [
  { text: 'Loan amount', value: '₱5.000,00' },
  { text: 'Interest', value: '₱150,00' },
  { text: 'Service fee', value: '₱250,00' },
];

const meta = {
  title: 'Components/UiStringsProvider',
  component: UiStringsProvider,
  args: { strings: idStrings, children: <FoldList rows={rows} /> },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UiStringsProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The labels given, whatever language the page around is in: here Indonesian. */
export const Indonesian: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: idStrings.more });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName(idStrings.hide);
  },
};

export const Chinese: Story = {
  args: { strings: zhCNStrings },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: '更多' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('收起');
  },
};

export const Filipino: Story = {
  args: { strings: filStrings },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Higit pa' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Itago');
  },
};
