import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor } from 'storybook/test';
import { splitWords } from '../../docs/splitWords.ts';
import { filStrings } from '../locale/fil.ts';
import { ToastHost } from '../Toast/ToastHost.tsx';
import { toast } from '../Toast/toastStore.ts';
import { PayCodeCard } from './PayCodeCard.tsx';

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#e11d48"/><path d="M10 28V12h8a6 6 0 0 1 0 12h-4v4z" fill="#fff"/></svg>',
)}`;

/** The text the fallback's hidden field had selected when `execCommand('copy')` ran. */
let selectedOnCopy: string | null = null;

function fakeExecCommand(result: boolean) {
  selectedOnCopy = null;
  spyOn(document, 'execCommand').mockImplementation((command: string) => {
    const field = document.activeElement;
    if (command !== 'copy' || !(field instanceof HTMLTextAreaElement)) return false;
    selectedOnCopy = field.value.slice(field.selectionStart, field.selectionEnd);
    return result;
  });
}

const acceptClipboard = () => {
  spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
};
const rejectClipboard = () => {
  spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
    new DOMException('Write permission denied.', 'NotAllowedError'),
  );
};

const meta = {
  title: 'Components/PayCodeCard',
  component: PayCodeCard,
  args: {
    code: 'PJJ123C',
    title: '7-Eleven CLiQQ',
    logo,
    onCopy: fn(),
    onPress: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PayCodeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Where copying fails the borrower is told to take the code down by hand: a long press (here a
 * double click, which asks the browser the same thing) selects the whole code, to copy from the
 * phone's own menu. Inside a button it selected nothing. (A story's double click is simulated,
 * and the simulation ignores CSS, so the story checks what the browser's selection follows.)
 */
export const CodeSelectableByHand: Story = {
  args: { code: '778812345566' },
  beforeEach: () => {
    acceptClipboard();
    fakeExecCommand(true);
  },
  play: async ({ args, canvas }) => {
    const code = canvas.getByText('7788 1234 5566');
    // A browser selects no text inside a button; the whole code at once, so none is left out.
    await expect(code.closest('button')).toBeNull();
    // A screen reader hears it once, in the button's name, not again as text beside it.
    await expect(code.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.getByRole('button')).toHaveAccessibleName(/7788 1234 5566/);
    await expect(getComputedStyle(code).userSelect).toBe('all');
    // A tap on the code copies it, as anywhere on the card.
    await userEvent.click(code);
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith(true));
  },
};

export const Default: Story = {
  beforeEach: () => {
    acceptClipboard();
    fakeExecCommand(true);
  },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('button', { name: /^7-Eleven CLiQQ\s*PJJ123C\s*Copy$/ });
    const box = card.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    const code = canvas.getByText('PJJ123C');
    const style = getComputedStyle(code);
    await expect(style.fontFamily).toMatch(/monospace/);
    await expect(Number.parseFloat(style.fontSize)).toBeGreaterThanOrEqual(22);
    await expect(Number.parseFloat(style.letterSpacing)).toBeGreaterThan(0);
    const image = canvas.getByRole('presentation');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('src', logo);

    await userEvent.click(card);
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith(true));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('PJJ123C');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledTimes(1);
    await expect(document.execCommand).not.toHaveBeenCalled();
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(card).toHaveFocus();
  },
};

/** The caller toasts the outcome: 'copy success' (spec section 8). */
export const WithToast: Story = {
  render: (args) => (
    <>
      <ToastHost />
      <PayCodeCard
        {...args}
        onCopy={(success) => {
          args.onCopy?.(success);
          toast.show(success ? 'copy success' : 'Copy failed');
        }}
      />
    </>
  ),
  beforeEach: () => {
    acceptClipboard();
    toast.hide();
    return () => toast.hide();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /PJJ123C/ }));
    await waitFor(() => expect(screen.getByText('copy success')).toBeVisible());
  },
};

/** In-app browsers refuse the Clipboard API: the card falls back to `execCommand('copy')`. */
export const FallbackCopy: Story = {
  beforeEach: () => {
    rejectClipboard();
    fakeExecCommand(true);
  },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('button', { name: /PJJ123C/ });
    await userEvent.click(card);
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith(true));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await expect(document.execCommand).toHaveBeenCalledWith('copy');
    await expect(document.execCommand).toHaveBeenCalledTimes(1);
    await expect(selectedOnCopy).toBe('PJJ123C');
    await expect(document.querySelector('textarea')).toBeNull();
    await expect(card).toHaveFocus();
  },
};

/** A code grouped for reading is shown grouped and copied without its spaces. */
export const GroupedCode: Story = {
  args: { code: '7788 1234 5566', title: 'GCash' },
  beforeEach: acceptClipboard,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('7788 1234 5566')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /7788 1234 5566/ }));
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith(true));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('778812345566');
  },
};

/**
 * A code of digits alone, as a link's query gives it, is shown and read in groups of four: a
 * screen reader says four digits at a time, not a number in the billions, and a cashier reads it
 * back easily.
 */
export const DigitsGroupedForReading: Story = {
  ...GroupedCode,
  args: { code: '778812345566', title: 'Pay code' },
};

export const CopyFails: Story = {
  beforeEach: () => {
    rejectClipboard();
    fakeExecCommand(false);
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /PJJ123C/ }));
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith(false));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
  },
};

/** The installment screen: tapping the default pay-code box opens the repayment-by-code screen. */
export const Navigate: Story = {
  args: { mode: 'navigate', actionLabel: 'View' },
  beforeEach: acceptClipboard,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /7-Eleven CLiQQ\s*PJJ123C\s*View/ }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(navigator.clipboard.writeText).not.toHaveBeenCalled();
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

export const NoLogo: Story = {
  args: { logo: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    const card = canvas.getByRole('button', { name: /PJJ123C/ }).parentElement as HTMLElement;
    const title = canvas.getByText('7-Eleven CLiQQ');
    // The text starts at the card's padding, with no gap left for a logo.
    await expect(title.getBoundingClientRect().left - card.getBoundingClientRect().left).toBe(17);
  },
};

/** A meaningful alt becomes part of the card's name. */
export const LogoWithAlt: Story = {
  args: { logoAlt: 'GCash', title: 'Pay with GCash', code: '8817 2290 4431' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'GCash' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /^GCash\s*Pay with GCash\s*8817 2290 4431\s*Copy$/ }),
    ).toBeVisible();
  },
};

/** A logo that fails to load is hidden rather than shown broken. */
export const BrokenLogo: Story = {
  args: { logo: 'data:image/png;base64,AAAA' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).not.toBeVisible());
    await expect(canvas.getByRole('button', { name: /PJJ123C/ })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('img', { name: 'Loading' });
    await expect(placeholder).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText('PJJ123C')).toBeNull();
  },
};

/** The placeholder is the card's height, with and without a logo: the code's arrival moves nothing. */
export const LoadingKeepsTheHeight: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, width: 320 }}>
      <PayCodeCard {...args} loading />
      <PayCodeCard {...args} />
      <PayCodeCard {...args} logo={undefined} loading />
      <PayCodeCard {...args} logo={undefined} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [withLogo, card, plain, plainCard] = [
      ...(canvasElement.firstElementChild?.children ?? []),
    ];
    await waitFor(() => expect(canvasElement.querySelector('img')?.complete).toBe(true));
    await expect(withLogo?.getBoundingClientRect().height).toBe(
      card?.getBoundingClientRect().height,
    );
    await expect(plain?.getBoundingClientRect().height).toBe(
      plainCard?.getBoundingClientRect().height,
    );
  },
};

export const LongCode: Story = {
  args: {
    title: 'Bank transfer reference number for over-the-counter payments at partner outlets',
    code: 'HIRAM2024000123456789PH7ELEVEN',
  },
  render: (args) => (
    <div style={{ width: 300 }}>
      <PayCodeCard {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('button', { name: new RegExp(args.code) });
    const code = canvas.getByText(args.code);
    await expect(code.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvas.getByText('Copy')).toBeVisible();
  },
};

/**
 * Large text on a narrow phone: the code is read out at a counter, so its groups stay whole and
 * 'Copy' goes under it rather than squeezing it.
 */
export const LargeTextNarrowPhone: Story = {
  args: { code: '7788 1234 5566', title: 'GCash' },
  render: (args) => (
    <div style={{ width: 190 }}>
      <PayCodeCard {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('button', { name: new RegExp(args.code) });
    await expect(splitWords(card)).toEqual([]);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvas.getByText('Copy')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /PJJ123C\s*复制$/ })).toBeVisible();
  },
};

export const IndonesianLoading: Story = {
  args: { loading: true },
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Memuat' })).toBeVisible();
  },
};

/**
 * In Filipino on a small phone: the card ends with the built-in Copy; it goes under the code
 * when the row is too narrow, so no word of the card is broken and nothing passes its edge.
 */
export const Filipino: Story = {
  globals: { locale: 'fil', viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('button', {
      name: new RegExp(`${args.code}\\s*${filStrings.copy}$`),
    });
    await expect(splitWords(card)).toEqual([]);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvas.getByText(filStrings.copy)).toBeVisible();
  },
};
