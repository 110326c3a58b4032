import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { sheetReady } from '../../docs/sheetReady.ts';
import { Button } from '../Button/Button.tsx';
import { filStrings } from '../locale/fil.ts';
import type { PickerOption } from './OptionList.tsx';
import { Picker, type PickerProps } from './Picker.tsx';

const banks: PickerOption[] = [
  { label: 'BDO Unibank', value: 'BDO' },
  { label: 'Bank of the Philippine Islands', value: 'BPI' },
  { label: 'Metrobank', value: 'MBT' },
  { label: 'Land Bank of the Philippines', value: 'LBP' },
  { label: 'Security Bank', value: 'SECB' },
  { label: 'UnionBank', value: 'UBP' },
];

const manyBanks: PickerOption[] = Array.from({ length: 40 }, (_, index) => ({
  label: `Rural Bank ${index + 1}`,
  value: `RB${index + 1}`,
}));

const option = (name: string) => screen.getByRole('option', { name });

const meta = {
  title: 'Components/Picker',
  component: Picker,
  args: {
    open: true,
    title: 'Bank name',
    options: banks,
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form field's trigger that opens the picker and shows the confirmed label. */
function PickerField(props: PickerProps) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(props.value ?? props.defaultValue ?? null);
  const label = props.options.find((item) => item.value === value)?.label ?? 'Not chosen';
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {`${props.title}: ${label}`}
      </Button>
      <Picker
        {...props}
        open={open}
        value={value}
        onConfirm={(chosen) => {
          props.onConfirm(chosen);
          setValue(chosen);
          setOpen(false);
        }}
        onCancel={() => {
          props.onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await sheetReady('Bank name');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(screen.getByRole('heading', { name: 'Bank name' })).toBeVisible();
    const list = screen.getByRole('listbox', { name: 'Bank name' });
    await expect(screen.getAllByRole('option')).toHaveLength(banks.length);
    await expect(list.querySelectorAll('[aria-selected="true"]')).toHaveLength(0);
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await expect(option('BDO Unibank')).toHaveFocus();

    await userEvent.click(option('Metrobank'));
    await expect(option('Metrobank')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith('MBT');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** A bank form enum item: each `note` option's name is shown and its type code is sent. */
const relationshipNote = [
  { name: 'Parent', type: '1' },
  { name: 'Spouse', type: '2' },
  { name: 'Sibling', type: '3' },
  { name: 'Friend', type: '4' },
];

export const BankFormEnum: Story = {
  args: {
    title: 'Relationship with contact',
    options: relationshipNote.map((note) => ({ label: note.name, value: note.type })),
    defaultValue: '2',
  },
  play: async ({ args }) => {
    await sheetReady('Relationship with contact');
    await expect(option('Spouse')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(option('Sibling'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith('3');
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Selected: Story = {
  args: { defaultValue: 'LBP' },
  play: async ({ args }) => {
    await sheetReady('Bank name');
    const chosen = option('Land Bank of the Philippines');
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(chosen.querySelector('svg')).toBeVisible();
    await expect(option('BDO Unibank')).toHaveAttribute('aria-selected', 'false');
    await expect(option('BDO Unibank').querySelector('svg')).toBeNull();
    await expect(chosen).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith('LBP');
  },
};

/** Cancel keeps the confirmed value: the next opening starts from it again. */
export const CancelRestores: Story = {
  args: { defaultValue: 'BPI' },
  render: (args) => <PickerField {...args} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', {
      name: 'Bank name: Bank of the Philippine Islands',
    });
    await userEvent.click(trigger);
    await sheetReady();
    await userEvent.click(option('UnionBank'));
    await expect(option('UnionBank')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Bank name: Bank of the Philippine Islands');

    await userEvent.click(trigger);
    await sheetReady();
    await expect(option('Bank of the Philippine Islands')).toHaveAttribute('aria-selected', 'true');
    await expect(option('UnionBank')).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(option('Security Bank'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith('SECB');
    await expect(canvas.getByRole('button', { name: 'Bank name: Security Bank' })).toBeVisible();
  },
};

export const EscapeCancels: Story = {
  args: { defaultValue: 'BPI' },
  play: async ({ args }) => {
    await sheetReady();
    await userEvent.click(option('Metrobank'));
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  args: {
    options: [
      { label: 'Employed', value: 'employed' },
      { label: 'Self-employed', value: 'self' },
      { label: 'Student', value: 'student', disabled: true },
      { label: 'Unemployed', value: 'none' },
    ],
    title: 'Job type',
  },
  play: async ({ args }) => {
    await sheetReady('Job type');
    await expect(option('Employed')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(option('Self-employed')).toHaveFocus();
    await expect(option('Self-employed')).toHaveAttribute('tabindex', '0');
    await expect(option('Employed')).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowDown}');
    await expect(option('Unemployed')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(option('Unemployed')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(option('Employed')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(option('Unemployed')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(option('Self-employed')).toHaveFocus();
    await expect(option('Self-employed')).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(option('Self-employed')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}[Space]');
    await expect(option('Employed')).toHaveAttribute('aria-selected', 'true');
    await expect(option('Self-employed')).toHaveAttribute('aria-selected', 'false');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(option('Employed')).toHaveFocus();
  },
};

export const DisabledOption: Story = {
  args: {
    options: [
      { label: 'GCash', value: 'gcash' },
      { label: 'Maya (under maintenance)', value: 'maya', disabled: true },
      { label: 'Bank transfer', value: 'bank' },
    ],
    title: 'Receiving account',
    defaultValue: 'maya',
  },
  play: async ({ args }) => {
    await sheetReady();
    const maya = option('Maya (under maintenance)');
    await expect(maya).toHaveAttribute('aria-disabled', 'true');
    await expect(option('GCash')).toHaveFocus();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(maya);
    await expect(confirm).toBeDisabled();
    await userEvent.click(option('Bank transfer'));
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith('bank');
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ args }) => {
    await sheetReady('Bank name');
    // Said without a move of focus, as is a brand's "Loading…" while the options come.
    await expect(screen.getByRole('status')).toHaveTextContent('No options available');
    await expect(screen.getByText('No options available')).toBeVisible();
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

const longLabel =
  'Remittances from a family member working abroad (overseas Filipino worker), received every month through a bank or a remittance centre, together with any allowance the family member sends for school fees and rent';
const unbroken = `Reference_${'0123456789'.repeat(16)}`;

export const LongLabels: Story = {
  args: {
    title: 'Source of income for the repayment of this loan and of any earlier loans',
    options: [
      { label: longLabel, value: 'ofw' },
      { label: 'Salary', value: 'salary' },
      { label: unbroken, value: 'reference' },
    ],
    defaultValue: 'ofw',
  },
  play: async () => {
    const dialog = await sheetReady();
    const list = screen.getByRole('listbox');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    const single = option('Salary').getBoundingClientRect().height;
    await expect(option(longLabel).getBoundingClientRect().height).toBeGreaterThan(single);
    await expect(option(unbroken).getBoundingClientRect().height).toBeGreaterThan(single);
    await expect(option(longLabel).querySelector('svg')).toBeVisible();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await expect(confirm.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Long button labels on a small phone (a language that says more, large text): the title keeps
 * room to be read, and Confirm goes under it rather than past the screen's edge.
 */
export const LongButtonLabels: Story = {
  args: { title: 'E-wallet', confirmText: 'Kumpirmahin ang pinili', cancelText: 'Kanselahin ito' },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async () => {
    await sheetReady('E-wallet');
    const title = screen.getByRole('heading', { name: 'E-wallet' });
    await expect(title.getBoundingClientRect().width).toBeGreaterThanOrEqual(64);
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    for (const name of ['Kumpirmahin ang pinili', 'Kanselahin ito']) {
      const button = screen.getByRole('button', { name });
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      await expect(button.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    }
  },
};

/** A confirmed option far down the list is scrolled into view when the sheet opens. */
export const ScrollsToSelected: Story = {
  args: { options: manyBanks, defaultValue: 'RB35' },
  play: async () => {
    await sheetReady();
    const list = screen.getByRole('listbox');
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    const chosen = option('Rural Bank 35');
    await expect(chosen).toHaveFocus();
    const view = list.getBoundingClientRect();
    const box = chosen.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(view.top);
    await expect(box.bottom).toBeLessThanOrEqual(view.bottom);
    for (const item of screen.getAllByRole('option').slice(0, 3)) {
      await expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const Controlled: Story = {
  args: { value: 'MBT', confirmText: 'Done', cancelText: 'Back' },
  render: (args) => <PickerField {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bank name: Metrobank' }));
    await sheetReady();
    await expect(option('Metrobank')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(option('BDO Unibank'));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith('BDO');
    await expect(canvas.getByRole('button', { name: 'Bank name: BDO Unibank' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  },
};

export const Chinese: Story = {
  args: { title: '开户银行', defaultValue: 'BDO' },
  globals: { locale: 'zh-CN' },
  play: async ({ args }) => {
    await sheetReady('开户银行');
    await expect(screen.getByRole('button', { name: '取消' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith('BDO');
  },
};

export const ChineseEmpty: Story = {
  args: { title: '开户银行', options: [] },
  globals: { locale: 'zh-CN' },
  play: async () => {
    await sheetReady();
    await expect(screen.getByText('暂无可选项')).toBeVisible();
    await expect(screen.getByRole('button', { name: '确定' })).toBeDisabled();
  },
};

export const Indonesian: Story = {
  args: { title: 'Nama bank', options: [] },
  globals: { locale: 'id' },
  play: async () => {
    await sheetReady();
    await expect(screen.getByText('Tidak ada pilihan')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Konfirmasi' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Batal' })).toBeVisible();
  },
};

/**
 * In Filipino on a small phone: the built-in Cancel and Confirm, the longest of the four
 * languages', beside a Filipino title. The title keeps room to be read, whole, and both buttons
 * stay on the screen (a row too narrow wraps); Confirm gives the option shown chosen.
 */
export const Filipino: Story = {
  args: { title: 'Pangalan ng bangko', defaultValue: 'BDO' },
  globals: { locale: 'fil', viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ args }) => {
    await sheetReady('Pangalan ng bangko');
    const title = screen.getByRole('heading', { name: 'Pangalan ng bangko' });
    await expect(title.getBoundingClientRect().width).toBeGreaterThanOrEqual(64);
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    const confirm = screen.getByRole('button', { name: filStrings.confirm });
    for (const button of [screen.getByRole('button', { name: filStrings.cancel }), confirm]) {
      await expect(button.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    }
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith('BDO');
  },
};
