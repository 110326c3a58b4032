import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { painted } from '../../docs/painted.ts';
import { Button } from '../Button/Button.tsx';
import { FooterBar } from './FooterBar.tsx';

/** A stand-in for `window.visualViewport` whose height a story can change like a keyboard would. */
class FakeVisualViewport extends EventTarget {
  width = window.innerWidth;
  height = window.innerHeight;
  scale = 1;
  offsetLeft = 0;
  offsetTop = 0;

  resizeTo(height: number) {
    this.height = height;
    this.dispatchEvent(new Event('resize'));
  }
}

const fakeViewport = { current: new FakeVisualViewport() };

/** Swaps in a fake visual viewport for the story and puts the real one back afterwards. */
function stubVisualViewport() {
  const original = Object.getOwnPropertyDescriptor(window, 'visualViewport');
  fakeViewport.current = new FakeVisualViewport();
  Object.defineProperty(window, 'visualViewport', {
    configurable: true,
    get: () => fakeViewport.current,
  });
  return () => {
    if (original) Object.defineProperty(window, 'visualViewport', original);
    else Reflect.deleteProperty(window, 'visualViewport');
  };
}

const onNext = fn();

const meta = {
  title: 'Components/FooterBar',
  component: FooterBar,
  args: {
    children: (
      <Button block onClick={onNext}>
        Next
      </Button>
    ),
  },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 360 } } },
  beforeEach: () => onNext.mockClear(),
} satisfies Meta<typeof FooterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (
  <div style={{ padding: 16 }}>
    <label htmlFor="account">Account number</label>
    <input id="account" inputMode="numeric" style={{ display: 'block', width: '100%' }} />
  </div>
);

/** The bar under a text field the keyboard comes up for. */
const besideField: Story['render'] = (args) => (
  <>
    {field}
    <FooterBar {...args} />
  </>
);

export const Default: Story = {
  render: besideField,
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toBeVisible();
    const bar = next.parentElement;
    await expect(bar?.getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight, 0);
    await expect(next.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(next);
    await expect(onNext).toHaveBeenCalledTimes(1);
  },
};

/** The keyboard shrinks the visible screen by more than 60 px: the bar steps aside until it closes. */
export const WithKeyboardOpen: Story = {
  beforeEach: stubVisualViewport,
  render: besideField,
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    const bar = next.parentElement;
    const full = fakeViewport.current.height;
    // The keyboard comes up for a text field.
    await userEvent.click(canvas.getByLabelText('Account number'));

    // 60 px (the spec's limit) is not more than 60: once the page has answered the resize, the
    // bar is still there; 61 px is.
    fakeViewport.current.resizeTo(full - 60);
    await painted();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
    fakeViewport.current.resizeTo(full - 61);
    await waitFor(() => expect(bar).toHaveAttribute('aria-hidden', 'true'));

    fakeViewport.current.resizeTo(full - 340);
    await waitFor(() => expect(bar).toHaveAttribute('aria-hidden', 'true'));
    await expect(next).not.toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
    next.focus();
    await expect(next).not.toHaveFocus();

    fakeViewport.current.resizeTo(full);
    await waitFor(() => expect(bar).not.toHaveAttribute('aria-hidden'));
    await expect(next).toBeVisible();
    next.focus();
    await expect(next).toHaveFocus();
  },
};

/**
 * With no text field focused there is no keyboard: a browser's toolbars coming back (iOS Safari
 * and its in-app views shrink the screen some 80 px as the page scrolls up) leave the bar.
 */
export const ToolbarsReturn: Story = {
  beforeEach: stubVisualViewport,
  render: besideField,
  play: async ({ canvas }) => {
    const full = fakeViewport.current.height;
    fakeViewport.current.resizeTo(full + 81);
    fakeViewport.current.resizeTo(full);
    await painted();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
    // The borrower then types: the keyboard is measured against the screen as it is now.
    await userEvent.click(canvas.getByLabelText('Account number'));
    fakeViewport.current.resizeTo(full - 61);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull());
    // Done typing: the field lets go of the focus and the keyboard goes down; the bar is back,
    // and stays when the toolbars come and go again.
    await userEvent.click(document.body);
    fakeViewport.current.resizeTo(full + 81);
    fakeViewport.current.resizeTo(full);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible());
  },
};

/** A larger threshold ignores a 100 px shrink. */
export const CustomThreshold: Story = {
  args: { keyboardThreshold: 120 },
  beforeEach: stubVisualViewport,
  render: besideField,
  play: async ({ canvas }) => {
    const full = fakeViewport.current.height;
    await userEvent.click(canvas.getByLabelText('Account number'));
    fakeViewport.current.resizeTo(full - 100);
    await painted();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
    fakeViewport.current.resizeTo(full - 121);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull());
  },
};

export const HiddenOverride: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    const next = canvasElement.querySelector('button');
    await expect(next).not.toBeNull();
    await expect(next).not.toBeVisible();
    next?.focus();
    await expect(next).not.toHaveFocus();
  },
};

/** `hidden={false}` keeps the bar even with the keyboard up. */
export const ShownOverride: Story = {
  args: { hidden: false },
  beforeEach: stubVisualViewport,
  play: async ({ canvas }) => {
    fakeViewport.current.resizeTo(fakeViewport.current.height - 340);
    await painted();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
  },
};

const clauses = Array.from(
  { length: 30 },
  (_, index) =>
    `${index + 1}. Your bank account receives the loan and pays the instalments, so check the number twice before you save it.`,
);

/** The spacer keeps the last line of a long page above the bar. */
export const LongContent: Story = {
  args: { children: <Button block>Save</Button> },
  render: (args) => (
    <>
      <div style={{ padding: 16 }}>
        {clauses.map((clause) => (
          <p key={clause}>{clause}</p>
        ))}
        <p>Last line of the page</p>
      </div>
      <FooterBar {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    const bar = save.parentElement;
    const spacer = bar?.previousElementSibling;
    // The spacer takes the bar's height once the bar has been laid out, in the frame after mount.
    await waitFor(() =>
      expect(spacer?.getBoundingClientRect().height).toBe(bar?.getBoundingClientRect().height),
    );
    await expect(spacer?.getBoundingClientRect().height).toBeGreaterThan(0);
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    const last = canvas.getByText('Last line of the page').getBoundingClientRect();
    await expect(last.bottom).toBeLessThanOrEqual(bar?.getBoundingClientRect().top ?? 0);
    await expect(last.top).toBeGreaterThanOrEqual(0);
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

export const TwoActions: Story = {
  args: {
    children: (
      <>
        <Button block>Repay now</Button>
        <Button block variant="secondary">
          Extend the loan
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const repay = canvas.getByRole('button', { name: 'Repay now' }).getBoundingClientRect();
    const extend = canvas.getByRole('button', { name: 'Extend the loan' }).getBoundingClientRect();
    await expect(extend.top).toBeGreaterThanOrEqual(repay.bottom);
    await expect(extend.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
