import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { layerReady } from '../../../../../../packages/ui/docs/sheetReady.ts';
import { layerScreenParameters } from '../../../dev/storybook/layerScreen.ts';
import { loadStateStories } from '../../../screen/loadStateStories.ts';
import { confirmViewArgs, legacyData } from '../shared/storyData.ts';
import costText from '../text/cost/en.ts';
import loanText from '../text/loan/en.ts';
import { LegacyLoanConfirmView } from './LegacyLoanConfirmView.tsx';

const data = legacyData();

const meta = {
  title: 'Screens/Loan/Loan confirm (older variant)',
  component: LegacyLoanConfirmView,
  args: {
    state: { status: 'ready', data },
    ...confirmViewArgs(),
  },
  parameters: layerScreenParameters,
} satisfies Meta<typeof LegacyLoanConfirmView>;

export default meta;
type Story = StoryObj<typeof meta>;

const serverLabel = 'Borrow ₱5.000 now';

/** The V3 content plus the repayment date; the button reads the server's NewButtonMsg. */
export const Loaded: Story = {
  play: async ({ args, canvas }) => {
    const plan = within(canvas.getByRole('region', { name: loanText['loan.repayPlan'] }));
    await expect(plan.getByText(loanText['loan.repayDate']).nextElementSibling).toHaveTextContent(
      '2025-07-15',
    );
    await expect(plan.getByText(loanText['loan.firstPayTime'])).toBeVisible();
    await expect(canvas.getByText('Daily interest rate 0,1%')).toBeVisible();
    await expect(canvas.getByRole('table', { name: costText['cost.title'] })).toHaveTextContent(
      '₱1.205,00',
    );
    await expect(canvas.queryByRole('button', { name: loanText['loan.loanNow'] })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: serverLabel }));
    await expect(args.onLoan).toHaveBeenCalledTimes(1);
  },
};

/** Without NewButtonMsg the button reads 'Loan Now'. */
export const DefaultButtonLabel: Story = {
  args: { state: { status: 'ready', data: legacyData({ NewButtonMsg: '' }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: loanText['loan.loanNow'] })).toBeVisible();
  },
};

/** Unchecked: the button reads as unavailable; its tap is reported, the page decides. */
export const Unchecked: Story = {
  args: { checked: false },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: serverLabel });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onLoan).toHaveBeenCalledTimes(1);
  },
};

/** On load: the promotion with a close icon, a message, the loan button and a moving pointer. */
export const PromoPopup: Story = {
  args: { overlay: 'promo' },
  play: async ({ args }) => {
    const dialog = await layerReady('Special offer');
    await expect(dialog).toHaveTextContent(loanText['loan.promo.message']);
    const pointer = dialog.querySelector('[data-pointer]');
    await expect(pointer).not.toBeNull();
    if (pointer) await expect(getComputedStyle(pointer).animationName).not.toBe('none');
    await userEvent.click(within(dialog).getByRole('button', { name: serverLabel }));
    await expect(args.onLoan).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onDismissOverlay).toHaveBeenCalledTimes(1);
  },
};

/** With reduced motion asked for, the pointer stays still. */
export const PromoPopupReducedMotion: Story = {
  args: { overlay: 'promo' },
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      original.call(window, query.includes('prefers-reduced-motion') ? '(min-width: 0px)' : query);
    return () => {
      window.matchMedia = original;
    };
  },
  play: async () => {
    const dialog = await layerReady('Special offer');
    const pointer = dialog.querySelector('[data-pointer]');
    await expect(pointer).not.toBeNull();
    if (pointer) await waitFor(() => expect(getComputedStyle(pointer).animationName).toBe('none'));
  },
};

/** The promotion's button is busy while the loan is being taken. */
export const PromoPopupBusy: Story = {
  args: { overlay: 'promo', loanBusy: true },
  play: async ({ args }) => {
    const dialog = await layerReady('Special offer');
    const button = within(dialog).getByRole('button', { name: new RegExp(serverLabel) });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onLoan).not.toHaveBeenCalled();
  },
};

export const AgreementModal: Story = {
  args: {
    state: { status: 'ready', data: legacyData({ popAgreementUrl: '/loanAgreement' }) },
    overlay: 'agreement',
  },
  play: async ({ args }) => {
    const dialog = await layerReady(loanText['loan.agreement.title'], 'alertdialog');
    await expect(within(dialog).getByTitle(loanText['loan.agreement.title'])).toHaveAttribute(
      'sandbox',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: loanText['loan.agree'] }));
    await expect(args.onDismissOverlay).toHaveBeenCalledTimes(1);
  },
};

export const PointOut: Story = {
  args: { overlay: 'pointOut' },
  play: async ({ args }) => {
    const dialog = await layerReady('Wait a moment', 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: loanText['loan.cancel'] }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
  },
};

const loadStates = loadStateStories({ role: 'button', name: serverLabel });

export const Loading: Story = loadStates.Loading;
export const ServerError: Story = loadStates.ServerError;
export const MalformedAnswer: Story = loadStates.MalformedAnswer;
export const NetworkFailure: Story = loadStates.NetworkFailure;
