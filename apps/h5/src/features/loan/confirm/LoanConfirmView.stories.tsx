import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { layerReady } from '../../../../../../packages/ui/docs/sheetReady.ts';
import { layerScreenParameters } from '../../../dev/storybook/layerScreen.ts';
import { en } from '../../../i18n/index.ts';
import { loadStateStories } from '../../../screen/loadStateStories.ts';
import { confirmViewArgs, v3Data } from '../shared/storyData.ts';
import costText from '../text/cost/en.ts';
import loanText from '../text/loan/en.ts';
import { LoanConfirmView } from './LoanConfirmView.tsx';

const data = v3Data();

const meta = {
  title: 'Screens/Loan/Loan confirm',
  component: LoanConfirmView,
  args: {
    state: { status: 'ready', data },
    ...confirmViewArgs(),
  },
  parameters: layerScreenParameters,
} satisfies Meta<typeof LoanConfirmView>;

export default meta;
type Story = StoryObj<typeof meta>;

const loanNow = () => screen.getByRole('button', { name: loanText['loan.loanNow'] });

/** The summary's figure; the server's details may repeat its label. */
const figure = (canvas: { getAllByText: (text: string) => HTMLElement[] }, label: string) =>
  canvas.getAllByText(label)[0]?.nextElementSibling;

/** Amount, term, rate, product, details, plan and agreements; 'Loan Now' takes the loan. */
export const Loaded: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en['title.loanConfirm'],
    );
    await expect(figure(canvas, 'Loan amount')).toHaveTextContent('₱5.000,00');
    await expect(figure(canvas, 'Loan term')).toHaveTextContent('91 days');
    await expect(canvas.getByText('Daily interest rate 0,1%')).toBeVisible();
    await expect(canvas.getByText('PesoBilis')).toBeVisible();

    const details = within(canvas.getByRole('region', { name: loanText['loan.details'] }));
    await expect(details.getByText('Service fee').nextElementSibling).toHaveTextContent('₱750,00');

    const plan = within(canvas.getByRole('region', { name: loanText['loan.repayPlan'] }));
    await expect(
      plan.getByText(loanText['loan.firstPayTime']).nextElementSibling,
    ).toHaveTextContent('2025-07-15');
    await expect(plan.queryByText(loanText['loan.repayDate'])).toBeNull();
    const instalment = within(plan.getByRole('listitem'));
    await expect(instalment.getByText('Single repayment')).toBeVisible();
    await expect(instalment.getByText('Principal ₱5.000,00 + interest ₱455,00')).toBeVisible();
    await expect(instalment.getByText('₱5.455,00')).toBeVisible();
    await expect(instalment.getByText('Due 2025-07-15')).toBeVisible();

    const cost = within(canvas.getByRole('table', { name: costText['cost.title'] }));
    await expect(
      cost.getByRole('rowheader', { name: costText['cost.netProceeds'] }).nextElementSibling,
    ).toHaveTextContent('₱4.250,00');
    await expect(
      cost.getByRole('rowheader', { name: costText['cost.financeCharge'] }).nextElementSibling,
    ).toHaveTextContent('₱1.205,00');
    await expect(
      cost.getByRole('rowheader', { name: costText['cost.monthlyRate'] }).nextElementSibling,
    ).toHaveTextContent('8,68%');
    await expect(
      cost.getByRole('rowheader', { name: costText['cost.yearlyRate'] }).nextElementSibling,
    ).toHaveTextContent('171,41%');

    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Privacy Policy' }));
    await expect(args.onOpenAgreement).toHaveBeenCalledWith(data.agreements[1]);

    await expect(loanNow()).not.toHaveAttribute('aria-disabled');
    await userEvent.click(loanNow());
    await expect(args.onLoan).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: en['app.back'] }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/** The rupee sign when the currency flag is 1. */
export const Rupee: Story = {
  args: { currencyFlag: '1' },
  play: async ({ canvas }) => {
    await expect(figure(canvas, 'Loan amount')).toHaveTextContent('₹5.000,00');
    const plan = within(canvas.getByRole('region', { name: loanText['loan.repayPlan'] }));
    await expect(plan.getByText('₹5.455,00')).toBeVisible();
    const cost = within(canvas.getByRole('table', { name: costText['cost.title'] }));
    await expect(
      cost.getByRole('rowheader', { name: costText['cost.totalToRepay'] }).nextElementSibling,
    ).toHaveTextContent('₹5.455,00');
  },
};

/**
 * Unchecked: 'Loan Now' is grey and announced as unavailable, yet stays focusable; its tap is
 * still reported, and the page sends nothing while the box is unchecked (see the wired story).
 */
export const Unchecked: Story = {
  args: { checked: false },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).not.toBeChecked();
    const button = loanNow();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toBeEnabled();
    button.focus();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).cursor).toBe('not-allowed');
    await userEvent.click(button);
    await expect(args.onLoan).toHaveBeenCalledTimes(1);
    await userEvent.click(checkbox);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

/** While the loan is being taken the button is busy and ignores taps. */
export const Busy: Story = {
  args: { loanBusy: true },
  play: async ({ args }) => {
    const button = screen.getByRole('button', { name: new RegExp(loanText['loan.loanNow']) });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onLoan).not.toHaveBeenCalled();
  },
};

/** The agreement whose page is being fetched reads as busy. */
export const OpeningAgreement: Story = {
  args: { pendingAgreement: data.agreements[0] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Loan Agreement' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Privacy Policy' })).not.toHaveAttribute(
      'aria-busy',
    );
  },
};

/** popAgreementUrl given: the page is embedded in a sandbox; Cancel leaves, Agree dismisses. */
export const AgreementModal: Story = {
  args: {
    state: { status: 'ready', data: v3Data({ popAgreementUrl: '/loanAgreement' }) },
    overlay: 'agreement',
  },
  play: async ({ args }) => {
    const dialog = await layerReady(loanText['loan.agreement.title'], 'alertdialog');
    const frame = within(dialog).getByTitle(loanText['loan.agreement.title']);
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('src', '/loanAgreement');
    await expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    // A screen reader's swipe cannot leave the unanswered agreement for 'Loan Now'.
    await expect(loanNow().closest('[inert]')).not.toBeNull();
    // It opens on the agreement, not on Cancel: Enter must not close the web view.
    await expect(
      within(dialog).getByRole('button', { name: loanText['loan.cancel'] }),
    ).not.toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLeave).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: loanText['loan.cancel'] }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: loanText['loan.agree'] }));
    await expect(args.onDismissOverlay).toHaveBeenCalledTimes(1);
  },
};

/** A popAgreementUrl the link guard refuses is not embedded. */
export const AgreementModalBlockedUrl: Story = {
  args: {
    state: { status: 'ready', data: v3Data({ popAgreementUrl: 'javascript:alert(1)' }) },
    overlay: 'agreement',
  },
  play: async () => {
    const dialog = await layerReady(loanText['loan.agreement.title'], 'alertdialog');
    await expect(dialog.querySelector('iframe')).toBeNull();
    await expect(within(dialog).getByText(en['link.frameBlocked'])).toBeVisible();
  },
};

/** 'Point out': the server's title and content; Agree stays, Cancel leaves, Escape stays. */
export const PointOut: Story = {
  args: { overlay: 'pointOut' },
  play: async ({ args }) => {
    const dialog = await layerReady('Wait a moment', 'alertdialog');
    await expect(dialog).toHaveAccessibleDescription(
      /If you leave now, the offer will be cancelled/,
    );
    await expect(within(dialog).getByText(/If you leave now/)).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: loanText['loan.agree'] }));
    await expect(args.onStay).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: loanText['loan.cancel'] }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalledTimes(2);
  },
};

/** Without a server title the dialog is named 'Point out'. */
export const PointOutWithoutTitle: Story = {
  args: { state: { status: 'ready', data: v3Data({ popTitle: '' }) }, overlay: 'pointOut' },
  play: async () => {
    await expect(await layerReady(loanText['loan.pointOut.title'], 'alertdialog')).toBeVisible();
  },
};

const loadStates = loadStateStories({ role: 'button', name: loanText['loan.loanNow'] });

export const Loading: Story = loadStates.Loading;
export const ServerError: Story = loadStates.ServerError;
export const MalformedAnswer: Story = loadStates.MalformedAnswer;
export const NetworkFailure: Story = loadStates.NetworkFailure;
