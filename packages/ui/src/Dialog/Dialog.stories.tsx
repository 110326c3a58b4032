import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ThemeProvider } from 'styled-components';
import { doubledText } from '../../docs/doubledText.ts';
import { layerReady } from '../../docs/sheetReady.ts';
import { splitWords } from '../../docs/splitWords.ts';
import { Button } from '../Button/Button.tsx';
import { dismissTopLayer } from '../layers/index.ts';
import { filStrings } from '../locale/fil.ts';
import { Rate } from '../Rate/Rate.tsx';
import { ToastHost } from '../Toast/ToastHost.tsx';
import { Dialog, type DialogAction, type DialogProps } from './Dialog.tsx';
import { DialogHost } from './DialogHost.tsx';
import { alert, confirm } from './dialogHelpers.ts';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    open: true,
    title: 'Repayment reminder',
    children: 'Your bill of ₱1.500,00 is due on 12 June. Pay on time to raise your limit.',
    onClose: fn(),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const payActions = () => [
  { key: 'later', text: 'Later', variant: 'secondary' as const, onClick: fn() },
  { key: 'pay', text: 'Pay now', onClick: fn() },
];

const agreementClauses = Array.from(
  { length: 14 },
  (_, index) =>
    `${index + 1}. The borrower repays the principal and the service fee in the instalments shown on the repayment schedule. Late payments incur the penalty stated in section 9.`,
);

export const Default: Story = {
  play: async () => {
    const dialog = await layerReady('Repayment reminder');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription(/Your bill of ₱1.500,00 is due/);
    await expect(dialog).toHaveFocus();
    await expect(document.body.style.position).toBe('fixed');
  },
};

export const WithCloseIcon: Story = {
  args: { closeIcon: true },
  play: async ({ args }) => {
    await layerReady();
    const close = screen.getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const WithActions: Story = {
  args: { actions: payActions() },
  play: async ({ args }) => {
    await layerReady();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await expect(args.actions?.[1]?.onClick).toHaveBeenCalledTimes(1);
    await expect(args.actions?.[0]?.onClick).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** An answer a page keeps in a constant: a read-only list. */
const agreementActions: readonly DialogAction[] = [
  { key: 'decline', text: 'Decline', variant: 'secondary', onClick: fn() },
  { key: 'agree', text: 'I agree', onClick: fn() },
];

export const LongContent: Story = {
  args: {
    title: 'Loan agreement',
    actions: agreementActions,
    children: agreementClauses.map((clause) => <p key={clause}>{clause}</p>),
  },
  play: async () => {
    const dialog = await layerReady('Loan agreement');
    const content = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    await expect(content).not.toBeNull();
    if (!content) return;
    await waitFor(() => expect(content).toHaveAttribute('tabindex', '0'));
    await expect(content.scrollHeight).toBeGreaterThan(content.clientHeight);
    content.scrollTop = 200;
    await expect(content.scrollTop).toBe(200);
    const agree = screen.getByRole('button', { name: 'I agree' });
    await expect(agree.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};

const SERVER_TITLE =
  'Bind your receiving bank or e-wallet account now so that we can send your next loan faster';

/**
 * A long title from the server, at twice the text size on a small phone: the title scrolls in
 * its own part, so the message keeps lines to read and the button stays on the screen.
 */
export const LongTitleLargeTextSmallPhone: Story = {
  args: { title: SERVER_TITLE, actions: payActions() },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  render: (args) => (
    <ThemeProvider theme={doubledText}>
      <Dialog {...args} />
    </ThemeProvider>
  ),
  play: async () => {
    const dialog = await layerReady(SERVER_TITLE);
    const message = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    const lineHeight = message ? parseFloat(getComputedStyle(message).fontSize) * 1.2 : 0;
    await expect(message?.clientHeight).toBeGreaterThanOrEqual(2 * lineHeight);
    const pay = screen.getByRole('button', { name: 'Pay now' });
    await expect(pay.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    const title = screen.getByRole('heading', { name: SERVER_TITLE });
    await waitFor(() => expect(title).toHaveAttribute('tabindex', '0'));
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await layerReady();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A phone's back button, through `dismissTopLayer`, closes the dialog as Escape does. */
export const BackCloses: Story = {
  play: async ({ args }) => {
    await layerReady();
    await expect(dismissTopLayer()).toBe(true);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Without `onClose` the dialog must be answered: Escape leaves it open and back is not taken. */
export const MustBeAnswered: Story = {
  args: { onClose: undefined, role: 'alertdialog', actions: payActions() },
  play: async () => {
    const dialog = await layerReady('Repayment reminder', 'alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(dismissTopLayer()).toBe(false);
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Later' })).toHaveFocus();
  },
};

export const FocusTrap: Story = {
  args: { closeIcon: true, actions: payActions() },
  play: async () => {
    const dialog = await layerReady();
    const close = screen.getByRole('button', { name: 'Close' });
    const pay = screen.getByRole('button', { name: 'Pay now' });
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Later' })).toHaveFocus();
    await userEvent.tab();
    await expect(pay).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(pay).toHaveFocus();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

/**
 * A star rating in a dialog is one Tab stop, on the chosen star, as the browser makes a radio
 * group: it opens there, Shift+Tab from it wraps to the last button, and Tab from the last button
 * comes back to it, not to an unchosen star where Space would change the rating.
 */
export const RadioGroupIsOneStop: Story = {
  args: {
    title: 'Rate our service',
    actions: payActions(),
    children: <Rate defaultValue={4} />,
  },
  play: async () => {
    await layerReady('Rate our service');
    const chosen = screen.getByRole('radio', { name: '4 of 5 stars' });
    const pay = screen.getByRole('button', { name: 'Pay now' });
    await expect(chosen).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(pay).toHaveFocus();
    await userEvent.tab();
    await expect(chosen).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Later' })).toHaveFocus();
    await expect(chosen).toBeChecked();
  },
};

function PayDays() {
  return (
    <fieldset>
      <legend>Pay day</legend>
      {['5th', '15th', '30th'].map((day, at) => (
        <label key={day}>
          <input type="radio" name="pay-day" defaultChecked={at === 0} disabled={at === 0} />
          {day}
        </label>
      ))}
    </fieldset>
  );
}

/** A group whose checked radio is disabled still takes the Tab, on its first enabled radio. */
export const RadioGroupWithItsChoiceDisabled: Story = {
  args: { title: 'Pay day', closeIcon: true, children: <PayDays /> },
  play: async () => {
    await layerReady('Pay day');
    await expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('radio', { name: '15th' })).toHaveFocus();
  },
};

function JumpsWithin() {
  return (
    <>
      <a href="#terms-part-2">Part 2</a>
      <section id="terms-part-2" tabIndex={-1} aria-label="Part 2">
        <p>{agreementClauses[1]}</p>
        <a href="#top">Back to contents</a>
      </section>
    </>
  );
}

/**
 * From a part of the content that takes focus but is no Tab stop (a section a contents link jumped
 * to), Tab goes on to the next stop after it and Shift+Tab to the one before, not back to the top.
 */
export const TabGoesOnFromAFocusedPart: Story = {
  args: { title: 'Privacy policy', closeIcon: true, children: <JumpsWithin /> },
  play: async () => {
    await layerReady('Privacy policy');
    const part = screen.getByRole('region', { name: 'Part 2' });
    part.focus();
    await userEvent.tab();
    await expect(screen.getByRole('link', { name: 'Back to contents' })).toHaveFocus();
    part.focus();
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole('link', { name: 'Part 2' })).toHaveFocus();
  },
};

function DialogWithTrigger(props: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>View bill</Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
      />
    </>
  );
}

export const FocusReturns: Story = {
  args: { closeIcon: true },
  render: (args) => <DialogWithTrigger {...args} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'View bill' });
    await userEvent.click(trigger);
    await layerReady();
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(document.body.style.position).toBe('');
  },
};

/**
 * Android's screen readers ignore `aria-modal`: the page behind an open dialog is inert, so a
 * swipe cannot reach (and a double tap cannot press) what the dialog covers. The toasts' live
 * region stays out of it, so a toast raised from the dialog is still read.
 */
export const PageBehindIsInert: Story = {
  args: { closeIcon: true },
  render: (args) => (
    <>
      <DialogWithTrigger {...args} />
      <ToastHost />
    </>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'View bill' });
    await userEvent.click(trigger);
    await layerReady();
    const dialog = screen.getByRole('dialog');
    await expect(trigger.closest('[inert]')).not.toBeNull();
    await expect(dialog.closest('[inert]')).toBeNull();
    await expect(document.querySelector('[aria-live]')?.closest('[inert]')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(trigger.closest('[inert]')).toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function TwoDialogs() {
  const [first, setFirst] = useState(true);
  const [second, setSecond] = useState(true);
  return (
    <>
      <Button onClick={() => setFirst(true)}>View bill</Button>
      <Dialog open={first} title="Bill" onClose={() => setFirst(false)} closeIcon>
        Your bill is due on 12 June.
      </Dialog>
      <Dialog
        open={second}
        title="Reminder"
        onClose={() => setSecond(false)}
        actions={[{ key: 'first', text: 'Close the bill', onClick: () => setFirst(false) }]}
      >
        Pay on time to raise your limit.
      </Dialog>
    </>
  );
}

/**
 * Two dialogs that open in the same render: the later is on top and live, the earlier inert
 * under it. Closing the lower one first keeps the page inert behind the one still open.
 */
export const StackedLayers: Story = {
  render: () => <TwoDialogs />,
  play: async ({ canvas }) => {
    const reminder = await layerReady('Reminder');
    const bill = screen.getByRole('dialog', { name: 'Bill' });
    await expect(reminder.closest('[inert]')).toBeNull();
    await expect(bill.closest('[inert]')).not.toBeNull();
    await userEvent.click(within(reminder).getByRole('button', { name: 'Close the bill' }));
    await waitFor(() => expect(bill).not.toBeInTheDocument());
    await expect(reminder.closest('[inert]')).toBeNull();
    await expect(
      canvas.getByRole('button', { name: 'View bill' }).closest('[inert]'),
    ).not.toBeNull();
  },
};

/**
 * A dialog may open under a finger on its way to the page (or the twin of the tap that opened it):
 * until it has been up a double tap's time, its buttons take no tap.
 */
export const TapAsItOpens: Story = {
  args: { actions: payActions() },
  render: (args) => <DialogWithTrigger {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View bill' }));
    const dialog = await screen.findByRole('dialog');
    const pay = within(dialog).getByRole('button', { name: 'Pay now' });
    await expect(dialog).toHaveAttribute('data-entering');
    await expect(getComputedStyle(pay).pointerEvents).toBe('none');
    await layerReady();
    await userEvent.click(pay);
    await expect(args.actions?.[1]?.onClick).toHaveBeenCalledTimes(1);
  },
};

function ConfirmDemo() {
  const [result, setResult] = useState('none');
  const ask = () => {
    confirm({
      title: 'Cancel application?',
      content: 'Your loan application will be withdrawn.',
    }).then((confirmed) => setResult(String(confirmed)));
  };
  return (
    <>
      <Button onClick={ask}>Cancel application</Button>
      <p role="status">Result: {result}</p>
      <DialogHost />
    </>
  );
}

export const ConfirmHelper: Story = {
  render: () => <ConfirmDemo />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Cancel application' });
    await userEvent.click(trigger);
    const dialog = await layerReady('Cancel application?', 'alertdialog');
    await expect(dialog).toHaveAccessibleDescription('Your loan application will be withdrawn.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('Result: false')).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await layerReady(undefined, 'alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Result: true')).toBeVisible();

    await userEvent.click(trigger);
    await layerReady(undefined, 'alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText('Result: false')).toBeVisible();
  },
};

function AlertDemo() {
  const [dismissed, setDismissed] = useState(0);
  const show = () => {
    alert({ content: 'Your bank card was added.', confirmText: 'Got it' }).then(() =>
      setDismissed((count) => count + 1),
    );
  };
  return (
    <>
      <Button onClick={show}>Add card</Button>
      <p role="status">Dismissed: {dismissed}</p>
      <DialogHost />
    </>
  );
}

export const AlertHelper: Story = {
  render: () => <AlertDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add card' }));
    const dialog = await layerReady('Your bank card was added.', 'alertdialog');
    const ok = screen.getByRole('button', { name: 'Got it' });
    await expect(dialog.querySelectorAll('button')).toHaveLength(1);
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.click(ok);
    await expect(await canvas.findByText('Dismissed: 1')).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

function QueueDemo() {
  const [answers, setAnswers] = useState<string[]>([]);
  const askTwice = () => {
    const record = (name: string) => (confirmed: boolean) =>
      setAnswers((list) => [...list, `${name}=${confirmed}`]);
    confirm({ content: 'Use your saved card?' }).then(record('card'));
    confirm({ content: 'Turn on auto-repay?' }).then(record('auto'));
  };
  return (
    <>
      <Button onClick={askTwice}>Set up repayment</Button>
      <p role="status">Answers: {answers.join(', ')}</p>
      <DialogHost />
    </>
  );
}

/** A helper called while another helper dialog is open waits for it to close. */
export const QueuedHelpers: Story = {
  render: () => <QueueDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set up repayment' }));
    await layerReady('Use your saved card?', 'alertdialog');
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await layerReady('Turn on auto-repay?', 'alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('Answers: card=true, auto=false')).toBeVisible();
  },
};

export const ChineseLabels: Story = {
  globals: { locale: 'zh-CN' },
  render: () => <ConfirmDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel application' }));
    await layerReady(undefined, 'alertdialog');
    await expect(screen.getByRole('button', { name: '确定' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await expect(await canvas.findByText('Result: false')).toBeVisible();
  },
};

/**
 * The confirm helper in Filipino on a small phone: its built-in Cancel and Confirm, the longest
 * of the four languages', each whole (no word broken, nothing cut) and inside the card, wrapping
 * onto rows of their own rather than past it. Cancel answers `false`.
 */
export const FilipinoLabels: Story = {
  globals: { locale: 'fil', viewport: { value: 'smallPhone', isRotated: false } },
  render: () => <ConfirmDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel application' }));
    const card = (await layerReady(undefined, 'alertdialog')).getBoundingClientRect();
    const cancel = screen.getByRole('button', { name: filStrings.cancel });
    for (const button of [cancel, screen.getByRole('button', { name: filStrings.confirm })]) {
      const box = button.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(card.left);
      await expect(box.right).toBeLessThanOrEqual(card.right);
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
      await expect(splitWords(button)).toEqual([]);
    }
    await userEvent.click(cancel);
    await expect(await canvas.findByText('Result: false')).toBeVisible();
  },
};
