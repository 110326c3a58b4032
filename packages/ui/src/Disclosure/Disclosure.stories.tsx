import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Disclosure } from './Disclosure.tsx';

const title = 'GCash';
const body = 'Open the GCash app, tap Bills, then Loans, and enter the pay code.';

/** The summary row and its `details`, found from the heading's text. */
const partsOf = (root: HTMLElement, text: string) => {
  const summary = within(root).getByText(text).closest('summary');
  const details = summary?.parentElement;
  if (!summary || !(details instanceof HTMLDetailsElement)) {
    throw new Error(`${text} is not folded`);
  }
  return { summary, details };
};

/** A click on the summary flips it; Tab lands on the summary. */
const togglesFrom = async (root: HTMLElement, text: string, open: boolean) => {
  const { summary, details } = partsOf(root, text);
  const content = within(details).getByText(body);
  const expectOpen = async (expected: boolean) => {
    await expect(details.open).toBe(expected);
    if (expected) await expect(content).toBeVisible();
    else await expect(content).not.toBeVisible();
  };

  await expectOpen(open);
  await userEvent.click(summary);
  await expectOpen(!open);
  await userEvent.click(summary);
  await expectOpen(open);

  // Keyboard: the summary is the tab stop, and the native first summary of its details, which the
  // browser itself toggles on Enter or Space. Scripted key events are untrusted and get no such
  // default action, so the stop is what a play function can check.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  await userEvent.tab();
  await expect(summary).toHaveFocus();
  await expect(details.querySelector(':scope > summary')).toBe(summary);
  await expect(summary).not.toHaveAttribute('tabindex');
  await expect(summary).not.toHaveAttribute('role');
};

const meta = {
  title: 'Components/Disclosure',
  component: Disclosure,
  args: { title, children: <p style={{ margin: 0, paddingBottom: 16 }}>{body}</p> },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible();
    const { summary } = partsOf(canvasElement, title);
    await expect(summary.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await togglesFrom(canvasElement, title, false);
  },
};

export const OpenAtFirst: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await togglesFrom(canvasElement, title, true);
  },
};

const longTitle =
  'Magbayad sa 7-Eleven, Cebuana Lhuillier o M Lhuillier / Pay over the counter at any partner store';

/** A long title wraps inside a 320px card; the chevron keeps its place beside it. */
export const LongTitle: Story = {
  args: { title: longTitle },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Disclosure {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: longTitle });
    const { summary, details } = partsOf(canvasElement, longTitle);
    const card = details.getBoundingClientRect();
    await expect(card.width).toBeLessThanOrEqual(320);
    const lineHeight = Number.parseFloat(getComputedStyle(heading).lineHeight);
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 1.5);
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    const chevron = summary.querySelector('[aria-hidden="true"]');
    await expect(chevron).not.toBeNull();
    const mark = chevron?.getBoundingClientRect();
    await expect(mark?.width).toBeGreaterThan(0);
    await expect(mark?.right).toBeLessThanOrEqual(card.right);
    await expect(mark?.left).toBeGreaterThanOrEqual(heading.getBoundingClientRect().right);
    await togglesFrom(canvasElement, longTitle, false);
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
    await togglesFrom(canvasElement, title, false);
  },
};
