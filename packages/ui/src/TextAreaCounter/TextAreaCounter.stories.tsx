import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { dropText } from '../../docs/dropText.ts';
import { Button } from '../Button/Button.tsx';
import { fillLabel } from '../internal/fillLabel.ts';
import { filStrings } from '../locale/fil.ts';
import { TextAreaCounter } from './TextAreaCounter.tsx';

const meta = {
  title: 'Components/TextAreaCounter',
  component: TextAreaCounter,
  args: {
    label: 'Description',
    placeholder: 'Please describe your problem',
    onChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TextAreaCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visible "n/200" text of the counter. */
const counterText = (root: HTMLElement) => root.querySelector('[aria-hidden="true"]')?.textContent;
const counterColor = (root: HTMLElement) => {
  const counter = root.querySelector('[aria-hidden="true"]');
  return counter ? getComputedStyle(counter).color : '';
};

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    const area = canvas.getByRole('textbox', { name: 'Description' });
    await expect(area).toHaveValue('');
    await expect(area).toHaveAttribute('placeholder', 'Please describe your problem');
    await expect(counterText(canvasElement)).toBe('0/200');
    await expect(area).toHaveAccessibleDescription('0 of 200 characters');
    await expect(area).not.toHaveAttribute('maxlength');
  },
};

export const Typing: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const area = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(area, 'Loan was late');
    await expect(area).toHaveValue('Loan was late');
    await expect(counterText(canvasElement)).toBe('13/200');
    await expect(area).toHaveAccessibleDescription('13 of 200 characters');
    await expect(args.onChange).toHaveBeenLastCalledWith('Loan was late');
    await userEvent.type(area, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(counterText(canvasElement)).toBe('8/200');
  },
};

export const AtLimit: Story = {
  args: { defaultValue: 'a'.repeat(195) },
  play: async ({ args, canvas, canvasElement }) => {
    const area = canvas.getByRole('textbox', { name: 'Description' });
    await expect(counterText(canvasElement)).toBe('195/200');
    await userEvent.type(area, 'bcde');
    await expect(counterText(canvasElement)).toBe('199/200');
    const belowLimit = counterColor(canvasElement);
    await userEvent.type(area, 'fghijk');
    await expect(area).toHaveValue(`${'a'.repeat(195)}bcdef`);
    await expect(counterText(canvasElement)).toBe('200/200');
    await expect(counterColor(canvasElement)).not.toBe(belowLimit);
    await expect(args.onChange).toHaveBeenLastCalledWith(`${'a'.repeat(195)}bcdef`);
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

export const TypingInsideFullText: Story = {
  args: { defaultValue: 'x'.repeat(200) },
  play: async ({ args, canvas }) => {
    const area = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });
    area.focus();
    area.setSelectionRange(10, 10);
    await userEvent.keyboard('Y');
    await expect(area).toHaveValue('x'.repeat(200));
    await expect(area.selectionStart).toBe(10);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const longPaste = `${'The app charged me twice. '.repeat(10)}`;

export const PasteTruncated: Story = {
  args: { defaultValue: 'Hi. ' },
  play: async ({ args, canvas, canvasElement }) => {
    const area = canvas.getByRole('textbox', { name: 'Description' });
    await expect(longPaste.length).toBe(260);
    await userEvent.click(area);
    await userEvent.paste(longPaste);
    const kept = `Hi. ${longPaste.slice(0, 196)}`;
    await expect(area).toHaveValue(kept);
    await expect(counterText(canvasElement)).toBe('200/200');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(kept);
  },
};

/** Text dropped into a nearly full area: what does not fit of the drop goes, the borrower's own text stays. */
export const DropTruncated: Story = {
  args: { defaultValue: `${'a'.repeat(186)} STOP.` },
  play: async ({ args, canvas, canvasElement }) => {
    const area = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });
    dropText(area, 'Ref 0123456789', 10);
    const kept = `${'a'.repeat(10)}Ref 0123${'a'.repeat(176)} STOP.`;
    await expect(area).toHaveValue(kept);
    await expect(area.selectionStart).toBe(18);
    await expect(counterText(canvasElement)).toBe('200/200');
    await expect(args.onChange).toHaveBeenLastCalledWith(kept);
  },
};

export const Emoji: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const area = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.click(area);
    // A thumbs-up with a skin tone, a flag and an "é" written as e + combining accent.
    await userEvent.paste('Salamat 👍🏽🇵🇭 cafe\u0301');
    await expect(counterText(canvasElement)).toBe('15/200');
    await expect(args.onChange).toHaveBeenLastCalledWith('Salamat 👍🏽🇵🇭 cafe\u0301');
  },
};

export const EmojiAtLimit: Story = {
  args: { defaultValue: 'a'.repeat(199) },
  play: async ({ canvas, canvasElement }) => {
    const area = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.click(area);
    await userEvent.paste('👍🏽👍🏽');
    await expect(area).toHaveValue(`${'a'.repeat(199)}👍🏽`);
    await expect(counterText(canvasElement)).toBe('200/200');
  },
};

/**
 * Pinyin input at the limit: the limit waits until the input method commits, so the
 * composition is not cut short, then keeps what fits.
 */
export const ComposingAtLimit: Story = {
  args: { defaultValue: 'a'.repeat(199) },
  play: async ({ args, canvas, canvasElement }) => {
    const area = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });
    const before = 'a'.repeat(199);
    area.focus();
    area.setSelectionRange(199, 199);
    fireEvent.compositionStart(area, { data: '' });
    fireEvent.input(area, { target: { value: `${before}ni` }, isComposing: true });
    fireEvent.input(area, { target: { value: `${before}nihao` }, isComposing: true });
    await expect(area).toHaveValue(`${before}nihao`);
    fireEvent.input(area, { target: { value: `${before}你好` }, isComposing: true });
    area.setSelectionRange(201, 201);
    fireEvent.compositionEnd(area, { data: '你好' });
    await expect(area).toHaveValue(`${before}你`);
    await expect(area.selectionStart).toBe(200);
    await expect(counterText(canvasElement)).toBe('200/200');
    await expect(args.onChange).toHaveBeenLastCalledWith(`${before}你`);
  },
};

export const ReadOnly: Story = {
  args: {
    value: 'The repayment was deducted twice from my account on 2024-05-02.',
    readOnly: true,
  },
  play: async ({ args, canvas, canvasElement }) => {
    const area = canvas.getByRole('textbox', { name: 'Description' });
    await expect(area).toHaveAttribute('readonly');
    await expect(counterText(canvasElement)).toBe('63/200');
    await userEvent.type(area, ' More');
    await expect(area).toHaveValue(
      'The repayment was deducted twice from my account on 2024-05-02.',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Read-only text past the limit (as the server holds it) is counted without the warning look. */
export const ReadOnlyPastTheLimit: Story = {
  args: { value: 'a'.repeat(210), readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(counterText(canvasElement)).toBe('210/200');
    const counter = canvasElement.querySelector('[aria-hidden="true"]')?.parentElement;
    await expect(counter && getComputedStyle(counter).fontWeight).toBe('400');
  },
};

export const WithError: Story = {
  args: {
    hint: 'Tell us what happened and when',
    error: 'Please fill in your comments and suggestions',
  },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Description' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(
      'Tell us what happened and when 0 of 200 characters Please fill in your comments and suggestions',
    );
    await expect(canvas.getByText('Please fill in your comments and suggestions')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Sent already', disabled: true },
  play: async ({ args, canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Description' });
    await expect(area).toBeDisabled();
    await userEvent.type(area, '!', { pointerEventsCheck: 0 });
    await expect(area).toHaveValue('Sent already');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label:
      'Describe the problem with your repayment, including the date, the amount and the channel',
    defaultValue:
      'I paid through the convenience store on Monday but the app still shows the bill as overdue. The receipt number is 0000123456789 and the amount was ₱1.500,00. Please check and update it.',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: /Describe the problem/ })).toBeVisible();
    await expect(counterText(canvasElement)).toBe('185/200');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const CustomLimit: Story = {
  args: { maxLength: 10, label: 'Nickname' },
  play: async ({ canvas, canvasElement }) => {
    const area = canvas.getByRole('textbox', { name: 'Nickname' });
    await userEvent.type(area, 'abcdefghijkl');
    await expect(area).toHaveValue('abcdefghij');
    await expect(counterText(canvasElement)).toBe('10/10');
  },
};

function ControlledComplaint() {
  const [text, setText] = useState('');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <TextAreaCounter label="Description" value={text} onChange={setText} />
      <p>Saved: {text || '(nothing)'}</p>
      <Button variant="secondary" onClick={() => setText('')}>
        Clear
      </Button>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledComplaint />,
  play: async ({ canvas, canvasElement }) => {
    const area = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(area, 'Late fee');
    await expect(canvas.getByText('Saved: Late fee')).toBeVisible();
    await expect(counterText(canvasElement)).toBe('8/200');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(area).toHaveValue('');
    await expect(counterText(canvasElement)).toBe('0/200');
  },
};

export const Chinese: Story = {
  args: { label: '问题描述', placeholder: '请填写您的意见和建议', defaultValue: '还款失败' },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '问题描述' })).toHaveAccessibleDescription(
      '已输入 4 个字符，最多 200 个',
    );
  },
};

export const Indonesian: Story = {
  args: { label: 'Deskripsi', defaultValue: 'Terima kasih' },
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Deskripsi' })).toHaveAccessibleDescription(
      '12 dari 200 karakter',
    );
  },
};

/** A host's `className` and `style` both go on the field's outer box, counter included. */
export const HostClassAndStyle: Story = {
  args: { className: 'host-field', style: { marginTop: 24 } },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Description' });
    const box = area.closest('.host-field');
    await expect(box).not.toBeNull();
    await expect(box).toHaveStyle({ marginTop: '24px' });
    await expect(box).toContainElement(canvas.getByText('0/200'));
    await expect(area).not.toHaveAttribute('style');
  },
};

/** Ten characters in the field, in Filipino: screen readers hear the built-in count of 200. */
export const Filipino: Story = {
  args: { label: 'Paglalarawan', defaultValue: 'Salamat po' },
  globals: { locale: 'fil' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Paglalarawan' })).toHaveAccessibleDescription(
      fillLabel(filStrings.characterCount, { count: 10, max: 200 }),
    );
    await expect(canvas.getByText('10/200')).toBeVisible();
  },
};
