import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ThemeProvider, useTheme } from 'styled-components';
import { NavBar, type NavBarProps } from './NavBar.tsx';

const meta = {
  title: 'Components/NavBar',
  component: NavBar,
  args: { title: 'Payment account information', onBack: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const centreOf = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.left + box.width / 2;
};

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Payment account information' });
    await expect(heading).toBeVisible();
    await expect(centreOf(heading)).toBeCloseTo(window.innerWidth / 2, 0);
    const back = canvas.getByRole('button', { name: 'Back' });
    const box = back.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const WithoutBack: Story = {
  args: { title: 'Complaint', onBack: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Complaint' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(centreOf(canvas.getByRole('heading'))).toBeCloseTo(window.innerWidth / 2, 0);
  },
};

const onHelp = fn();

export const WithRightSlot: Story = {
  args: {
    title: 'Repayment',
    right: (
      <button
        type="button"
        onClick={onHelp}
        style={{
          minWidth: 44,
          minHeight: 44,
          padding: '0 8px',
          border: 0,
          background: 'transparent',
          color: 'inherit',
        }}
      >
        Help
      </button>
    ),
  },
  play: async ({ canvas }) => {
    onHelp.mockClear();
    const help = canvas.getByRole('button', { name: 'Help' });
    const back = canvas.getByRole('button', { name: 'Back' });
    await expect(help.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth - 16);
    await expect(back.getBoundingClientRect().left).toBeLessThan(16);
    await expect(centreOf(canvas.getByRole('heading'))).toBeCloseTo(window.innerWidth / 2, 0);
    await userEvent.click(help);
    await expect(onHelp).toHaveBeenCalledTimes(1);
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Instructions for paying your bill at a partner convenience store or e-wallet',
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading');
    const back = canvas.getByRole('button', { name: 'Back' });
    const lineHeight = Number.parseFloat(getComputedStyle(heading).lineHeight);
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(lineHeight);
    await expect(heading.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      back.getBoundingClientRect().right,
    );
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(back.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  },
};

export const SecondLevelTitle: Story = {
  args: { title: 'Order details', titleAs: 'h2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Order details' })).toBeVisible();
  },
};

export const CustomBackLabel: Story = {
  args: { title: 'Loan agreement', backLabel: 'Back to loan confirmation' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back to loan confirmation' })).toBeVisible();
  },
};

const detailRows = Array.from({ length: 40 }, (_, index) => `Detail row ${index + 1}`);

/** The header stays at the top while the page scrolls under it. */
export const Sticky: Story = {
  render: (args) => (
    <>
      <NavBar {...args} />
      <div style={{ padding: 16 }}>
        {detailRows.map((row) => (
          <p key={row}>{row}</p>
        ))}
      </div>
    </>
  ),
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    window.scrollTo({ top: 600, behavior: 'instant' });
    await expect(window.scrollY).toBeGreaterThan(0);
    await expect(header.getBoundingClientRect().top).toBe(0);
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

export const Chinese: Story = {
  args: { title: '投诉' },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '返回' })).toBeVisible();
  },
};

export const Indonesian: Story = {
  args: { title: 'Keluhan' },
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Kembali' })).toBeVisible();
  },
};

export const Filipino: Story = {
  args: { title: 'Mga reklamo' },
  globals: { locale: 'fil' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Bumalik' })).toBeVisible();
  },
};

/** The rules styled-components has put in this document, for a frame of its own. */
function documentCss(): string {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');
}

/** The bar as the server sends it, in a frame sandboxed without scripts. */
function ServedWithoutScripts(props: NavBarProps) {
  const theme = useTheme();
  const html = renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <NavBar {...props} />
    </ThemeProvider>,
  );
  return (
    <iframe
      title="The nav bar in a frame without scripts"
      sandbox="allow-same-origin"
      srcDoc={`<!doctype html><html lang="en"><head><style>${documentCss()}</style></head><body style="margin:0">${html}</body></html>`}
      style={{ display: 'block', width: '100%', height: 96, border: 0 }}
    />
  );
}

/**
 * Served as HTML to a document that runs no script (the site's Policy tab frames the privacy
 * page so), the bar keeps its title and drops the back button, which could do nothing there.
 */
export const WithoutScripts: Story = {
  render: (args) => <ServedWithoutScripts {...args} />,
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle<HTMLIFrameElement>('The nav bar in a frame without scripts');
    const inside = () => frame.contentDocument;
    await waitFor(() => expect(inside()?.querySelector('h1')?.textContent).toBe(meta.args.title));
    const heading = inside()?.querySelector('h1');
    const back = inside()?.querySelector('button[aria-label="Back"]');
    await expect(back).not.toBeNull();
    await expect(back?.getClientRects()).toHaveLength(0);
    await expect(heading?.getBoundingClientRect().height).toBeGreaterThan(0);
    await expect(centreOf(heading as Element)).toBeCloseTo(frame.clientWidth / 2, 0);
  },
};
