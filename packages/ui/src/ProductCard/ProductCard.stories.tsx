import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ThemeProvider } from 'styled-components';
import { doubledText } from '../../docs/doubledText.ts';
import { heldHandler } from '../../docs/heldHandler.ts';
import { splitWords } from '../../docs/splitWords.ts';
import { ProductCard } from './ProductCard.tsx';

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="22" fill="#c2410c"/></svg>',
)}`;

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  args: {
    name: 'Sulit Cash',
    logo,
    buttonText: 'Apply now',
    range: '₱3.000 - ₱20.000',
    rangeDesc: 'Loan amount',
    rate: '0,05%/day',
    desc: 'Approval in 10 minutes',
    onSelect: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enabled: Story = {
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('article', { name: 'Sulit Cash' });
    await expect(within(card).getByRole('heading', { level: 3, name: 'Sulit Cash' })).toBeVisible();
    await expect(card).toHaveTextContent('₱3.000 - ₱20.000');
    await expect(card).toHaveTextContent('Loan amount');
    await expect(card).toHaveTextContent('0,05%/day');
    await expect(card).toHaveTextContent('Approval in 10 minutes');
    const logoImage = card.querySelector('img');
    await expect(logoImage).toHaveAttribute('alt', '');
    const button = within(card).getByRole('button', { name: 'Apply now' });
    await expect(button).toHaveAccessibleDescription('Sulit Cash');
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/**
 * The figures are a description list: the range under its name from the server, the rate under
 * the card's own label. The product's line is a sentence of its own, not the rate's name.
 */
export const FiguresAndTheirNames: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Sulit Cash' });
    const terms = within(card).getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(['Loan amount', 'Interest rate']);
    const figures = within(card).getAllByRole('definition');
    await expect(figures.map((figure) => figure.textContent)).toEqual([
      '₱3.000 - ₱20.000',
      '0,05%/day',
    ]);
    const line = within(card).getByText('Approval in 10 minutes');
    await expect(line.closest('dl')).toBeNull();
    await expect(line).toBeVisible();
  },
};

/** Without a rate there is no rate to name. */
export const WithoutRate: Story = {
  args: { rate: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Interest rate')).toBeNull();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Loan amount',
    ]);
    await expect(canvas.getByText('Approval in 10 minutes')).toBeVisible();
  },
};

/** A product that is not enabled has a grey button that does nothing. */
export const NotEnabled: Story = {
  args: {
    name: 'Kaagapay Loan',
    buttonText: 'Not available',
    enabled: false,
    desc: 'Opens again next month',
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Not available' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

const held = heldHandler();

/** A handler that returns a promise keeps the button busy: a double tap selects once. */
export const SelectsOnceWhileBusy: Story = {
  args: { onSelect: fn(held.run) },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Apply now/ });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    held.release();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  },
};

export const WithoutLogoOrFacts: Story = {
  args: { logo: undefined, range: '', rangeDesc: '', rate: '', desc: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('dl')).toBeNull();
  },
};

/** A logo that fails to load is hidden rather than shown broken; the card does not reflow. */
export const BrokenLogo: Story = {
  args: { logo: '/no-such-logo.png' },
  play: async ({ canvas, canvasElement }) => {
    const apply = canvas.getByRole('button');
    const before = apply.getBoundingClientRect();
    await waitFor(() => expect(canvasElement.querySelector('img')).not.toBeVisible(), {
      timeout: 5_000,
    });
    await expect(apply.getBoundingClientRect()).toEqual(before);
  },
};

export const LongText: Story = {
  args: {
    name: 'Bituin Credit Extra Long Product Name For Small Screens',
    range: '₱5.000 - ₱1.000.000',
    desc: 'Up to 180 days to pay, with no hidden charges and a fast approval process',
  },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/**
 * Large text on a narrow phone (Android's largest font scale is about this): the button goes under
 * the name, and no name, amount or rate is broken in the middle of a word.
 */
export const LargeTextNarrowPhone: Story = {
  args: { name: 'Kaagapay Loan' },
  render: (args) => (
    <div style={{ width: 170 }}>
      <ProductCard {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(splitWords(card)).toEqual([]);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
    await expect(canvas.getByRole('button', { name: 'Apply now' })).toBeVisible();
  },
};

/**
 * Text at twice its size in a small phone's card: the facts stack as the text grows, and no
 * amount is broken in the middle ("₱20.00" over "0").
 */
export const DoubledTextSmallPhone: Story = {
  render: (args) => (
    <ThemeProvider theme={doubledText}>
      <div style={{ width: 288 }}>
        <ProductCard {...args} />
      </div>
    </ThemeProvider>
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(splitWords(card).filter((word) => /\d/.test(word))).toEqual([]);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

/** Server text stays text: markup in it is shown, never run. */
export const TextIsText: Story = {
  args: { name: '<b>Sulit</b>', desc: '<img src=x onerror=alert(1)>' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '<b>Sulit</b>' })).toBeVisible();
    await expect(canvas.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};
