import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { dropText } from '../../docs/dropText.ts';
import { Button } from '../Button/Button.tsx';
import { filStrings } from '../locale/fil.ts';
import { fromInternational } from '../mask/fromInternational.ts';
import { MaskedField } from './MaskedField.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';

const meta = {
  title: 'Components/MaskedField',
  component: MaskedField,
  subcomponents: { SmsCodeField },
  args: { label: 'Bank card number', mask: 'bankCard', onChange: fn() },
  argTypes: { mask: { control: 'inline-radio', options: ['bankCard', 'phone', 'number'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MaskedField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focuses `input` and puts the caret at `position`, as a tap there would. */
function placeCaret(input: HTMLInputElement, position: number) {
  input.focus();
  input.setSelectionRange(position, position);
}

export const BankCard: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Bank card number' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'cc-number');
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.type(input, '4111111111111111');
    await expect(input).toHaveValue('4111 1111 1111 1111');
    await expect(args.onChange).toHaveBeenLastCalledWith('4111111111111111');
    await expect(args.onChange).toHaveBeenCalledTimes(16);
    await expect(input.selectionStart).toBe(19);
  },
};

export const Phone: Story = {
  args: { label: 'Phone number', mask: 'phone' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAttribute('autocomplete', 'tel-national');
    await userEvent.type(input, '091712345678');
    await expect(input).toHaveValue('091 7123 4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('09171234567');
    // The twelfth digit is ignored: no call for it.
    await expect(args.onChange).toHaveBeenCalledTimes(11);
  },
};

export const NumberMask: Story = {
  name: 'Number',
  args: { label: 'Account number', mask: 'number' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Account number' });
    await expect(input).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(input, '12a3-4 5');
    await expect(input).toHaveValue('12345');
    await expect(args.onChange).toHaveBeenLastCalledWith('12345');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

export const MaxLength: Story = {
  args: { label: 'Branch code', mask: 'number', maxLength: 4 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Branch code' });
    await userEvent.type(input, '123456');
    await expect(input).toHaveValue('1234');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234');
  },
};

export const CaretInMiddle: Story = {
  args: { defaultValue: '41111111' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Bank card number' });
    await expect(input).toHaveValue('4111 1111');
    placeCaret(input, 2);
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('4191 1111 1');
    await expect(input.selectionStart).toBe(3);
    await expect(input.selectionEnd).toBe(3);
    await expect(args.onChange).toHaveBeenLastCalledWith('419111111');
    // Right before a space: the new digit pushes the group on and the caret follows it.
    placeCaret(input, 4);
    await userEvent.keyboard('2');
    await expect(input).toHaveValue('4191 2111 11');
    await expect(input.selectionStart).toBe(6);
    await expect(args.onChange).toHaveBeenLastCalledWith('4191211111');
  },
};

export const BackspaceOverSpace: Story = {
  args: { defaultValue: '41112222' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Bank card number' });
    await expect(input).toHaveValue('4111 2222');
    placeCaret(input, 5);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('4112 222');
    await expect(input.selectionStart).toBe(3);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('4112222');
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('4122 22');
    await expect(input.selectionStart).toBe(2);
  },
};

export const DeleteBeforeSpace: Story = {
  args: { defaultValue: '41112222' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Bank card number' });
    placeCaret(input, 4);
    await userEvent.keyboard('{Delete}');
    await expect(input).toHaveValue('4111 222');
    await expect(input.selectionStart).toBe(4);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('4111222');
  },
};

export const Paste: Story = {
  args: { label: 'Phone number', mask: 'phone' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.click(input);
    await userEvent.paste('0917-123 4567abc');
    await expect(input).toHaveValue('091 7123 4567');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('09171234567');
  },
};

/**
 * Digits dropped into a full number are refused, as typed ones are; dropped into a shorter one,
 * they go in with the caret after them.
 */
export const Drop: Story = {
  args: { label: 'Phone number', mask: 'phone' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' });
    await userEvent.type(input, '0917');
    dropText(input, '55', 0);
    await expect(input).toHaveValue('550 917');
    await expect(input.selectionStart).toBe(2);
    await userEvent.clear(input);
    await userEvent.type(input, '09171234567');
    dropText(input, '0918', 1);
    await expect(input).toHaveValue('091 7123 4567');
    await expect(input.selectionStart).toBe(1);
    await expect(args.onChange).toHaveBeenLastCalledWith('09171234567');
  },
};

/** With `normalize={fromInternational('63')}`, a pasted `+63` number keeps all its digits. */
export const PasteInternational: Story = {
  args: { label: 'Phone number', mask: 'phone', normalize: fromInternational('63') },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' });
    await userEvent.click(input);
    await userEvent.paste('+63 917 123 4567');
    await expect(input).toHaveValue('091 7123 4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('09171234567');
    await expect(input.selectionStart).toBe(13);
  },
};

/** Typed digit by digit, the twelfth digit of a `63…` number turns it national. */
export const TypeInternational: Story = {
  args: { label: 'Phone number', mask: 'phone', normalize: fromInternational('63') },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '639171234567');
    await expect(input).toHaveValue('091 7123 4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('09171234567');
  },
};

export const PasteFullWidth: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Bank card number' });
    await userEvent.click(input);
    await userEvent.paste('６２２２ ０２１２-3456');
    await expect(input).toHaveValue('6222 0212 3456');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('622202123456');
  },
};

export const WithHint: Story = {
  args: { hint: 'The 16 to 19 digits on the front of your card' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Bank card number' });
    await expect(input).toHaveAccessibleDescription(
      'The 16 to 19 digits on the front of your card',
    );
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: {
    defaultValue: '4111',
    hint: 'The 16 to 19 digits on the front of your card',
    error: 'Enter the whole card number',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Bank card number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'The 16 to 19 digits on the front of your card Enter the whole card number',
    );
    await expect(canvas.getByText('Enter the whole card number')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { defaultValue: '4111111111111111', disabled: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Bank card number' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('4111 1111 1111 1111');
    await userEvent.type(input, '5', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('4111 1111 1111 1111');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { label: 'Phone number', mask: 'phone', value: '09171234567', readOnly: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAttribute('readonly');
    await expect(input).toHaveValue('091 7123 4567');
    await userEvent.type(input, '{Backspace}5');
    await expect(input).toHaveValue('091 7123 4567');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Account number of the bank account that will receive the loan (savings or current)',
    hint: 'Use an account in your own name. Loans cannot be sent to another person’s account, an e-wallet or a prepaid card.',
    mask: 'number',
    defaultValue: '001234567890123456789012345',
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: /Account number of the bank account/ });
    await expect(input).toHaveValue('001234567890123456789012345');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const SmsCode: Story = {
  render: (args) => <SmsCodeField onChange={args.onChange} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'SMS code' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '12a34567');
    await expect(input).toHaveValue('123456');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
  },
};

/**
 * A whole code pasted, or offered by the keyboard, where digits already are (a refused code, a
 * code half typed) takes their place: kept to six digits, the old ones won and the same wrong
 * code went again.
 */
export const SmsCodePastedOverDigits: Story = {
  render: (args) => <SmsCodeField onChange={args.onChange} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'SMS code' });
    await userEvent.type(input, '12');
    await userEvent.paste('654321');
    await expect(input).toHaveValue('654321');
    await expect(args.onChange).toHaveBeenLastCalledWith('654321');
    input.setSelectionRange(0, 0);
    await userEvent.paste('Your code is 111222');
    await expect(input).toHaveValue('111222');
    await expect(args.onChange).toHaveBeenLastCalledWith('111222');
    // Pasted before a code it starts as.
    input.setSelectionRange(0, 0);
    await userEvent.paste('111789');
    await expect(input).toHaveValue('111789');
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('111789');
  },
};

/** A whole number pasted into a full one replaces it, `+63` form included. */
export const PhonePastedOverNumber: Story = {
  args: { label: 'Phone number', mask: 'phone', normalize: fromInternational('63') },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' });
    await userEvent.type(input, '09171234567');
    await userEvent.paste('09181112222');
    await expect(input).toHaveValue('091 8111 2222');
    await userEvent.paste('+63 919 333 4444');
    await expect(input).toHaveValue('091 9333 4444');
    await expect(args.onChange).toHaveBeenLastCalledWith('09193334444');
    // Pasted before the number it replaces, sharing its first digits.
    input.setSelectionRange(0, 0);
    await userEvent.paste('09181234567');
    await expect(input).toHaveValue('091 8123 4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('09181234567');
  },
};

export const SmsCodeFourDigits: Story = {
  render: (args) => <SmsCodeField length={4} label="Code" onChange={args.onChange} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Code' });
    await userEvent.type(input, '987654');
    await expect(input).toHaveValue('9876');
    await expect(args.onChange).toHaveBeenLastCalledWith('9876');
  },
};

export const SmsCodeChinese: Story = {
  render: () => <SmsCodeField />,
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '短信验证码' })).toBeVisible();
  },
};

export const SmsCodeIndonesian: Story = {
  render: () => <SmsCodeField />,
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Kode SMS' })).toBeVisible();
  },
};

function ControlledPhone() {
  const [phone, setPhone] = useState('0917');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <MaskedField label="Phone number" mask="phone" value={phone} onChange={setPhone} />
      <p>Raw value: {phone || '(empty)'}</p>
      <Button variant="secondary" onClick={() => setPhone('')}>
        Clear
      </Button>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledPhone />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveValue('091 7');
    await userEvent.type(input, '1234567');
    await expect(input).toHaveValue('091 7123 4567');
    await expect(canvas.getByText('Raw value: 09171234567')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(input).toHaveValue('');
    await expect(canvas.getByText('Raw value: (empty)')).toBeVisible();
  },
};

/** A value the parent never updates stays as it is. */
export const ControlledWithoutUpdate: Story = {
  args: { value: '4111' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Bank card number' });
    await userEvent.type(input, '2');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('41112');
    await expect(input).toHaveValue('4111');
  },
};

/**
 * On a host page without `GlobalStyle`'s `box-sizing` (its own reset says `content-box`): the
 * field, its padding and border included, stays inside its box, and the page does not scroll
 * sideways.
 */
export const WithoutGlobalStyle: Story = {
  render: (args) => (
    <div className="host-page" style={{ width: 280 }}>
      <MaskedField {...args} />
    </div>
  ),
  beforeEach: () => {
    const reset = document.createElement('style');
    reset.textContent = '.host-page * { box-sizing: content-box; }';
    document.head.prepend(reset);
    return () => reset.remove();
  },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Bank card number');
    const box = canvas.getByLabelText('Bank card number').closest('.host-page');
    await expect(box).not.toBeNull();
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(
      box?.getBoundingClientRect().right ?? 0,
    );
  },
};

/** In a form: what it sends under the field's `name` is the raw digits, not the text shown. */
export const InAForm: Story = {
  args: { name: 'card' },
  render: (args) => (
    <form aria-label="Card">
      <MaskedField {...args} />
    </form>
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Bank card number');
    await userEvent.type(field, '4111111111111111');
    await expect(field).toHaveValue('4111 1111 1111 1111');
    const form = canvas.getByRole('form', { name: 'Card' }) as HTMLFormElement;
    await expect([...new FormData(form)]).toEqual([['card', '4111111111111111']]);
  },
};

/** A host's `className` and `style` both go on the field's outer box, label and error included. */
export const HostClassAndStyle: Story = {
  args: { className: 'host-field', style: { marginTop: 24 }, error: 'Enter the card number' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Bank card number' });
    const box = input.closest('.host-field');
    await expect(box).not.toBeNull();
    await expect(box).toHaveStyle({ marginTop: '24px' });
    await expect(box).toContainElement(canvas.getByText('Enter the card number'));
    await expect(input).not.toHaveAttribute('style');
  },
};

/**
 * The SMS code field in Filipino: its built-in label. Filipino says "SMS code" as English does, so
 * this shows the field in Filipino (for axe and the width check) more than it tells the two apart.
 */
export const SmsCodeFilipino: Story = {
  render: () => <SmsCodeField />,
  globals: { locale: 'fil' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: filStrings.smsCode })).toBeVisible();
  },
};
