import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { heldHandler } from '../../docs/heldHandler.ts';
import { filStrings } from '../locale/fil.ts';
import { CopyText } from './CopyText.tsx';

/** What the fallback's hidden field held when `execCommand('copy')` ran. */
interface Copied {
  value: string;
  selected: string;
  readOnly: boolean;
  inDocument: boolean;
}
let copied: Copied | null = null;

/** Answers `execCommand('copy')` with `result`, noting the selection it would have copied. */
function fakeExecCommand(result: boolean) {
  copied = null;
  return spyOn(document, 'execCommand').mockImplementation((command: string) => {
    const field = document.activeElement;
    if (command !== 'copy' || !(field instanceof HTMLTextAreaElement)) return false;
    copied = {
      value: field.value,
      selected: field.value.slice(field.selectionStart, field.selectionEnd),
      readOnly: field.readOnly,
      inDocument: field.isConnected,
    };
    return result;
  });
}

const rejectClipboard = () =>
  spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
    new DOMException('Write permission denied.', 'NotAllowedError'),
  );

const meta = {
  title: 'Components/CopyText',
  component: CopyText,
  args: { text: 'PJJ123C', onCopy: fn(), feedbackDuration: 1000 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CopyText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Clipboard API takes the text; "Copied" shows for a moment. */
export const Default: Story = {
  beforeEach: () => {
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    fakeExecCommand(true);
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy' });
    await expect(button).toHaveAccessibleDescription('PJJ123C');
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toBeEmptyDOMElement();

    await userEvent.click(button);
    await waitFor(() => expect(status).toHaveTextContent('Copied'));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('PJJ123C');
    await expect(document.execCommand).not.toHaveBeenCalled();
    await expect(args.onCopy).toHaveBeenCalledWith(true);
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await expect(button).toHaveFocus();
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 2500 });
  },
};

/**
 * Android web views and in-app browsers refuse the Clipboard API: a hidden read-only textarea is
 * selected and `execCommand('copy')` copies it, then the page's focus and selection come back.
 */
export const FallbackWhenClipboardRejects: Story = {
  args: { text: '0917 555 0199' },
  render: (args) => (
    <div>
      <p data-testid="note">Keep the deposit slip as proof of payment.</p>
      <CopyText {...args} />
    </div>
  ),
  beforeEach: () => {
    rejectClipboard();
    fakeExecCommand(true);
  },
  play: async ({ args, canvas }) => {
    const note = canvas.getByTestId('note');
    const selection = document.getSelection();
    selection?.selectAllChildren(note);
    const button = canvas.getByRole('button', { name: 'Copy' });
    button.focus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith(true));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('0917 555 0199');
    await expect(document.execCommand).toHaveBeenCalledWith('copy');
    await expect(document.execCommand).toHaveBeenCalledTimes(1);
    await expect(copied).toEqual({
      value: '0917 555 0199',
      selected: '0917 555 0199',
      readOnly: true,
      inDocument: true,
    });
    await expect(document.querySelector('textarea')).toBeNull();
    await expect(button).toHaveFocus();
    await expect(document.getSelection()?.toString()).toBe(note.textContent);
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
  },
};

/** Old web views have no Clipboard API at all (or the page is not a secure context). */
export const NoClipboardApi: Story = {
  beforeEach: () => {
    spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    fakeExecCommand(true);
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith(true));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await expect(document.execCommand).toHaveBeenCalledWith('copy');
    await expect(copied?.selected).toBe('PJJ123C');
  },
};

export const CopyFails: Story = {
  beforeEach: () => {
    rejectClipboard();
    fakeExecCommand(false);
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy' });
    await userEvent.click(button);
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Copy failed'));
    await expect(args.onCopy).toHaveBeenCalledWith(false);
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await expect(document.execCommand).toHaveBeenCalledWith('copy');
    await expect(document.querySelector('textarea')).toBeNull();
    await expect(button).toHaveFocus();
  },
};

/** A second tap while the first copy is still running does nothing. */
const held = heldHandler();

export const TapsWhileCopying: Story = {
  beforeEach: () => {
    spyOn(navigator.clipboard, 'writeText').mockImplementation(held.run);
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy' });
    await userEvent.click(button);
    await userEvent.click(button);
    held.release();
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith(true));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledTimes(1);
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
  },
};

export const CustomContentAndLabels: Story = {
  args: {
    text: '1234567890123456',
    children: '1234 5678 9012 3456',
    copyLabel: 'Copy account number',
    copiedLabel: 'Account number copied',
  },
  beforeEach: () => {
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1234 5678 9012 3456')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy account number' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Account number copied'),
    );
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('1234567890123456');
  },
};

export const LongText: Story = {
  args: {
    text: 'https://pay.example.com/repayment/instructions?channel=7-eleven&code=PJJ123C0000000000000',
  },
  render: (args) => (
    <div style={{ width: 240 }}>
      <CopyText {...args} />
    </div>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const value = canvas.getByText(args.text);
    const frame = canvasElement.querySelector('div');
    await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame?.getBoundingClientRect().right ?? 0,
    );
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  beforeEach: () => {
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('已复制'));
  },
};

export const Indonesian: Story = {
  globals: { locale: 'id' },
  beforeEach: () => {
    rejectClipboard();
    fakeExecCommand(false);
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salin' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Gagal menyalin'));
  },
};

/** In Filipino on a small phone: the built-in Copy label, then the built-in Copied once it worked. */
export const Filipino: Story = {
  args: { text: '1234 5678 9012 3456' },
  globals: { locale: 'fil', viewport: { value: 'smallPhone', isRotated: false } },
  beforeEach: () => {
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: filStrings.copy }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(filStrings.copied));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('1234 5678 9012 3456');
  },
};
