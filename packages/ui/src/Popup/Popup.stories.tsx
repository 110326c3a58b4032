import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { hydrateServerRender } from '../../docs/serverRendered.tsx';
import { sheetReady } from '../../docs/sheetReady.ts';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { dismissTopLayer } from '../layers/index.ts';
import { Rate } from '../Rate/Rate.tsx';
import { Popup, type PopupProps } from './Popup.tsx';

const terms = ['7 days', '14 days', '30 days'];

const meta = {
  title: 'Components/Popup',
  component: Popup,
  args: {
    open: true,
    'aria-label': 'Loan term',
    children: (
      <div style={{ display: 'grid', gap: 8 }}>
        {terms.map((term) => (
          <Button key={term} variant="secondary" block>
            {term}
          </Button>
        ))}
      </div>
    ),
    onClose: fn(),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof Popup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await sheetReady('Loan term');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(screen.getByRole('button', { name: '7 days' })).toHaveFocus();
    // Once it has slid up, the sheet sits on the screen's bottom edge.
    await waitFor(
      () => expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight),
      { timeout: 3000 },
    );
    await expect(Number.parseFloat(getComputedStyle(dialog).paddingBottom)).toBeGreaterThanOrEqual(
      16,
    );
  },
};

export const WithTitle: Story = {
  args: { title: 'Choose a loan term' },
  play: async () => {
    const dialog = await sheetReady('Choose a loan term');
    await expect(screen.getByRole('heading', { name: 'Choose a loan term' })).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/7 days/);
  },
};

const faq = Array.from(
  { length: 40 },
  (_, index) =>
    `${index + 1}. You can repay early at any time from the bill page; the service fee is charged only for the days you borrowed.`,
);

export const LongContent: Story = {
  args: {
    title: 'Repayment questions',
    children: faq.map((answer) => <p key={answer}>{answer}</p>),
  },
  play: async () => {
    const dialog = await sheetReady('Repayment questions');
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(
      window.innerHeight * 0.8 + 1,
    );
    const content = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    await expect(content).not.toBeNull();
    if (!content) return;
    await expect(getComputedStyle(content).overscrollBehaviorY).toBe('contain');
    await waitFor(() => expect(content).toHaveAttribute('tabindex', '0'));
    content.scrollTop = 300;
    await expect(content.scrollTop).toBe(300);
  },
};

export const BackdropCloses: Story = {
  play: async ({ args }) => {
    const dialog = await sheetReady();
    await userEvent.click(screen.getByRole('button', { name: '14 days' }));
    await userEvent.click(dialog);
    await expect(args.onClose).not.toHaveBeenCalled();
    const backdrop = dialog.parentElement;
    await expect(backdrop).not.toBeNull();
    if (!backdrop) return;
    await userEvent.click(backdrop);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const BackdropKeepsOpen: Story = {
  args: { closeOnBackdrop: false },
  play: async ({ args }) => {
    const backdrop = (await sheetReady()).parentElement;
    await expect(backdrop).not.toBeNull();
    if (!backdrop) return;
    await userEvent.click(backdrop);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await sheetReady();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const CloseIcon: Story = {
  args: { title: 'Choose a loan term', closeIcon: true },
  play: async ({ args }) => {
    await sheetReady();
    const close = screen.getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/**
 * A star rating at the end of a sheet is one Tab stop, on the chosen star, as the browser makes a
 * radio group: Tab from it wraps to the close button rather than leaving the sheet, and Shift+Tab
 * from the close button comes back to it, not to an unchosen star.
 */
export const RadioGroupLastIsOneStop: Story = {
  args: { title: 'Rate our service', closeIcon: true, children: <Rate defaultValue={4} /> },
  play: async () => {
    const dialog = await sheetReady('Rate our service');
    const close = screen.getByRole('button', { name: 'Close' });
    const chosen = screen.getByRole('radio', { name: '4 of 5 stars' });
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(chosen).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(chosen).toHaveFocus();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await expect(chosen).toBeChecked();
  },
};

function LongPageWithPopup(props: PopupProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div style={{ height: 600 }} />
      <Button onClick={() => setOpen(true)}>Choose term</Button>
      <div style={{ height: 2000 }} />
      <Popup
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

/** The page behind does not scroll while the sheet is open and is back where it was after. */
export const ScrollLock: Story = {
  args: { closeIcon: true },
  parameters: { layout: 'fullscreen' },
  render: (args) => <LongPageWithPopup {...args} />,
  beforeEach: () => () => window.scrollTo({ top: 0, behavior: 'instant' }),
  play: async ({ canvas }) => {
    window.scrollTo({ top: 400, behavior: 'instant' });
    await waitFor(() => expect(window.scrollY).toBe(400));
    const trigger = canvas.getByRole('button', { name: 'Choose term' });
    await userEvent.click(trigger);
    await sheetReady();
    await waitFor(() => expect(document.body.style.position).toBe('fixed'));
    await expect(document.body.style.top).toBe('-400px');
    await expect(Math.round(trigger.getBoundingClientRect().top)).toBe(200);

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.body.style.position).toBe(''));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(document.body.style.top).toBe('');
    await expect(window.scrollY).toBe(400);
    await expect(trigger).toHaveFocus();
  },
};

/** A sheet with a dialog opened from it, the way a picker asks to confirm. */
function SheetWithDialog(props: PopupProps) {
  const [sheetOpen, setSheetOpen] = useState(true);
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <>
      <Popup
        {...props}
        open={sheetOpen}
        onClose={() => {
          props.onClose();
          setSheetOpen(false);
        }}
      >
        <Button onClick={() => setDialogOpen(true)}>What is a term?</Button>
      </Popup>
      <Dialog open={dialogOpen} title="About loan terms" onClose={() => setDialogOpen(false)}>
        The days between the loan and its repayment date.
      </Dialog>
    </>
  );
}

/** A phone's back closes the top layer only, then the one under it, then is left to the page. */
export const BackClosesTheTopLayerFirst: Story = {
  render: (args) => <SheetWithDialog {...args} />,
  play: async ({ args }) => {
    await sheetReady('Loan term');
    const ask = screen.getByRole('button', { name: 'What is a term?' });
    await userEvent.click(ask);
    await sheetReady('About loan terms');
    await expect(dismissTopLayer()).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'About loan terms' })).not.toBeInTheDocument(),
    );
    await expect(screen.getByRole('dialog', { name: 'Loan term' })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(ask).toHaveFocus());
    await expect(dismissTopLayer()).toBe(true);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The sheet's clean-up, which takes it off the stack, has run once the page scrolls again.
    await waitFor(() => expect(document.body.style.position).toBe(''));
    await expect(dismissTopLayer()).toBe(false);
  },
};

/**
 * Server-rendered open, as a notice a page shows on load: the page hydrates what the server sent
 * (no sheet, as the server has no body to portal into) without a mismatch, then the sheet shows.
 */
export const HydratesOpen: Story = {
  render: () => <div data-testid="server-rendered" />,
  play: async ({ canvas }) => {
    const page = (
      <Popup open title="Notice" onClose={() => {}}>
        Your payment was received.
      </Popup>
    );
    const { mismatches, unmount } = hydrateServerRender(
      canvas.getByTestId('server-rendered'),
      page,
    );
    try {
      await sheetReady('Notice');
      await expect(mismatches).toEqual([]);
    } finally {
      unmount();
    }
  },
};
