import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { wiredPage } from '../../../dev/storybook/wiredPage.tsx';
import { loanAgreementDocument } from '../../../documents/documents.ts';
import { receivedRequests } from '../../../mocks/journal.ts';
import LoanAgreementPage from './LoanAgreementPage.tsx';

const WiredLoanAgreement = wiredPage('/loanAgreement', LoanAgreementPage);

const meta = {
  title: 'Screens/Legal/Loan agreement (wired)',
  component: WiredLoanAgreement,
  args: { url: '/loanAgreement' },
  parameters: { layout: 'fullscreen' },
  // The route fetches the text with the screen; so does this story.
  loaders: [() => loanAgreementDocument.load('en')],
} satisfies Meta<typeof WiredLoanAgreement>;

export default meta;
type Story = StoryObj<typeof meta>;

const latePayment = (canvasElement: HTMLElement) => {
  const section = canvasElement.querySelector('#late-payment');
  if (!(section instanceof HTMLElement)) throw new Error('no late payment section');
  return within(section);
};

/** The penalties from the terms object, in pesos; the page asks the server nothing. */
export const Pesos: Story = {
  beforeEach: withMockBackend('default'),
  play: async ({ canvasElement }) => {
    await expect(
      latePayment(canvasElement).getByText(
        'If a payment is late, the Borrower pays a one-time late penalty of ₱1.000,00 for a new client, or ₱800,00 for a repeat client.',
      ),
    ).toBeVisible();
    await expect(
      latePayment(canvasElement).getByText('5% a day from day 1 to day 30 after the due date;'),
    ).toBeVisible();
    await expect(receivedRequests).toEqual([]);
  },
};

/** currencyType=1 in the session: the same penalties in rupees. */
export const RupeesWhenTheFlagSaysSo: Story = {
  beforeEach: withMockBackend('default', { currencyType: '1' }),
  play: async ({ canvasElement }) => {
    await expect(
      latePayment(canvasElement).getByText(
        /one-time late penalty of ₹1\.000,00 for a new client, or ₹800,00/,
      ),
    ).toBeVisible();
    await expect(canvasElement.textContent).not.toContain('₱');
  },
};
