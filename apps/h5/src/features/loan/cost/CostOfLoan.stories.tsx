import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeProvider } from 'styled-components';
import { doubledText } from '../../../../../../packages/ui/docs/doubledText.ts';
import cost from '../text/cost/en.ts';
import costFil from '../text/cost/fil.ts';
import qa from '../text/qa/en.ts';
import { CostOfLoan } from './CostOfLoan.tsx';
import type { CostInputs } from './costOfCredit.ts';
import { qaCapBanner } from './qaBanner.ts';

/**
 * The demo's offer (`mocks/loan/fixtures.ts`) before its fee: ₱5.000 for 91 days, the shortest term
 * the agreement allows, at 0,1% a day; paid out on 15 April 2025 (its one payment, 91 days later,
 * dates it).
 */
const offer = (overrides: Partial<CostInputs> = {}): CostInputs => ({
  amount: 5000_00,
  periods: 91,
  termUnit: 'day',
  repay_plans: [{ amount: 5455_00, pay_time: '2025-07-15' }],
  firstPayTime: '2025-07-15',
  firstPeriodDay: 91,
  ...overrides,
});

const meta = {
  title: 'Screens/Loan/Cost of this loan',
  component: CostOfLoan,
  args: { offer: offer(), now: Date.UTC(2025, 3, 15, 4), currencyFlag: '0' },
  loaders: [() => qaCapBanner?.load()],
} satisfies Meta<typeof CostOfLoan>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table's rows as `label: figure`, as a screen reader reads them. */
const figures = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');

const qaBanner = (canvas: HTMLElement) =>
  within(canvas).queryByRole('note', { name: qa['qa.title'] });

/**
 * One payment 91 days (3 calendar months) after the payout, no fees: the finance charge is the
 * interest, ₱455, and the rate a month is 1,091^(1/3) − 1.
 */
export const SinglePayment: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: cost['cost.title'] })).toBeVisible();
    await expect(figures(canvasElement)).toEqual([
      `${cost['cost.amountFinanced']}₱5.000,00`,
      `${cost['cost.netProceeds']}₱5.000,00`,
      `${cost['cost.financeCharge']}₱455,00`,
      `${cost['cost.totalToRepay']}₱5.455,00`,
      `${cost['cost.monthlyRate']}2,95%`,
      `${cost['cost.yearlyRate']}41,68%`,
    ]);
    await expect(canvas.getByText(cost['cost.advisory'])).toBeVisible();
    await expect(canvas.getByText(cost['cost.copyRight'])).toBeVisible();
    await expect(qaBanner(canvasElement)).toBeNull();
  },
};

/**
 * A loan of ₱9.999.999,99 with text twice as large, in a small phone's width: each figure goes
 * under its label where the two do not fit side by side, and nothing passes the screen's edge.
 */
export const LargestLoanLargeTextSmallPhone: Story = {
  args: {
    offer: offer({
      amount: 9_999_999_99,
      repay_plans: [{ amount: 10_909_999_98, pay_time: '2025-07-15' }],
    }),
  },
  render: (args) => (
    <ThemeProvider theme={doubledText}>
      <div style={{ width: 288 }}>
        <CostOfLoan {...args} />
      </div>
    </ThemeProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: cost['cost.title'] });
    const box = table.parentElement?.getBoundingClientRect();
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(box?.right ?? 0);
    await expect(figures(canvasElement)[0]).toBe(`${cost['cost.amountFinanced']}₱9.999.999,99`);
    const total = canvas.getByText('₱10.909.999,98');
    await expect(total.getBoundingClientRect().right).toBeLessThanOrEqual(box?.right ?? 0);
  },
};

/**
 * The same 91 days in three equal monthly payments of an annuity at 5% a month, the first 30 days
 * after the payout: the rate is the nominal 5%.
 */
export const InstallmentPlan: Story = {
  args: {
    offer: offer({
      amount: 3000_00,
      repay_plans: ['2025-05-15', '2025-06-15', '2025-07-15'].map((pay_time) => ({
        amount: 1101_63,
        pay_time,
      })),
      firstPayTime: '2025-05-15',
      firstPeriodDay: 30,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(figures(canvasElement)).toEqual([
      `${cost['cost.amountFinanced']}₱3.000,00`,
      `${cost['cost.netProceeds']}₱3.000,00`,
      `${cost['cost.financeCharge']}₱304,89`,
      `${cost['cost.totalToRepay']}₱3.304,89`,
      `${cost['cost.monthlyRate']}5,00%`,
      `${cost['cost.yearlyRate']}79,59%`,
    ]);
  },
};

/**
 * The demo's offer whole: ₱750 deducted up front, so the borrower receives ₱4.250 and the rate
 * counts from there: the figures the demo's confirm page shows, within the SEC's caps.
 */
export const FeesDeductedUpFront: Story = {
  args: { offer: offer({ netProceeds: 4250_00 }) },
  play: async ({ canvasElement }) => {
    await expect(figures(canvasElement)).toEqual([
      `${cost['cost.amountFinanced']}₱5.000,00`,
      `${cost['cost.netProceeds']}₱4.250,00`,
      `${cost['cost.financeCharge']}₱1.205,00`,
      `${cost['cost.totalToRepay']}₱5.455,00`,
      `${cost['cost.monthlyRate']}8,68%`,
      `${cost['cost.yearlyRate']}171,41%`,
    ]);
    await expect(qaBanner(canvasElement)).toBeNull();
  },
};

/** A plan without a date: no figures, a plain sentence, and the advisory still there. */
export const MalformedPlan: Story = {
  args: { offer: offer({ repay_plans: [{ amount: 5455_00, pay_time: 'soon' }] }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText(cost['cost.unavailable'])).toBeVisible();
    await expect(canvas.getByText(cost['cost.copyRight'])).toBeVisible();
  },
};

/**
 * An offer that does not date its payout, on a phone whose clock is years behind (reset after a
 * flat battery): counted from that day the rate would look tiny, so no figures are shown.
 */
export const WrongPhoneClock: Story = {
  args: { offer: offer({ firstPeriodDay: 0 }), now: Date.UTC(2023, 0, 1, 4) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText(cost['cost.unavailable'])).toBeVisible();
  },
};

/** The same offer on the day it is paid out: the phone's date stands for the payout. */
export const UndatedOfferOnTheDay: Story = {
  args: { offer: offer({ firstPeriodDay: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(figures(canvasElement)).toContain(`${cost['cost.financeCharge']}₱455,00`);
  },
};

/** For QA: before 1 April 2026, MC 3 s.2022's 15% a month; ₱5.000 × 1,16³ repaid in 3 months. */
export const QaBannerMc3Rate: Story = {
  args: { offer: offer({ repay_plans: [{ amount: 7804_48, pay_time: '2025-07-15' }] }) },
  play: async ({ canvasElement }) => {
    const banner = qaBanner(canvasElement);
    await expect(banner).toBeVisible();
    await expect(banner).toHaveTextContent(
      'SEC MC 3 s.2022: the effective rate of 16,00% a month is above the 15,00% cap.',
    );
  },
};

/**
 * For QA: from 1 April 2026, MC 14 s.2025's 12% a month; ₱5.000 × 1,13³ (to the centavo) repaid
 * 91 days after a payout on 1 April 2026.
 */
export const QaBannerMc14Rate: Story = {
  args: {
    now: Date.UTC(2026, 3, 2, 4),
    offer: offer({
      repay_plans: [{ amount: 7214_49, pay_time: '2026-07-01' }],
      firstPayTime: '2026-07-01',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(qaBanner(canvasElement)).toHaveTextContent(
      'SEC MC 14 s.2025: the effective rate of 13,00% a month is above the 12,00% cap.',
    );
  },
};

/**
 * For QA: the caps are those in force on the day the loan is confirmed, not on the day its plan
 * says it was paid out: an offer dated 2025 confirmed in November 2026 falls under MC 14's 12%.
 */
export const QaBannerDatedByConfirmDay: Story = {
  args: {
    now: Date.UTC(2026, 10, 27, 4),
    offer: offer({ repay_plans: [{ amount: 7214_49, pay_time: '2025-07-15' }] }),
  },
  play: async ({ canvasElement }) => {
    await expect(qaBanner(canvasElement)).toHaveTextContent(
      'SEC MC 14 s.2025: the effective rate of 13,00% a month is above the 12,00% cap.',
    );
  },
};

/**
 * For QA: a total cost above the amount borrowed (MC 3 s.2022) over a 214-day term, the rate
 * within its cap (2,1^(1/7) − 1, 11,18% a month).
 */
export const QaBannerTotalCost: Story = {
  args: {
    offer: offer({
      amount: 1000_00,
      periods: 214,
      repay_plans: [{ amount: 2100_00, pay_time: '2025-11-15' }],
      firstPayTime: '2025-11-15',
      firstPeriodDay: 214,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(qaBanner(canvasElement)).toHaveTextContent(
      'SEC MC 3 s.2022: a total cost of 110,00% of the amount borrowed is above the 100,00% cap.',
    );
  },
};

/** In Filipino: the words change, the brand's money and percent format does not. */
export const Filipino: Story = {
  globals: { locale: 'fil' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: costFil['cost.title'] })).toBeVisible();
    await expect(figures(canvasElement)).toEqual([
      `${costFil['cost.amountFinanced']}₱5.000,00`,
      `${costFil['cost.netProceeds']}₱5.000,00`,
      `${costFil['cost.financeCharge']}₱455,00`,
      `${costFil['cost.totalToRepay']}₱5.455,00`,
      `${costFil['cost.monthlyRate']}2,95%`,
      `${costFil['cost.yearlyRate']}41,68%`,
    ]);
    await expect(canvas.getByText(costFil['cost.copyRight'])).toBeVisible();
  },
};
