import { expect, fn, userEvent, within } from 'storybook/test';
import * as v from 'valibot';
import { layerReady } from '../../../../../../packages/ui/docs/sheetReady.ts';
import { installmentSchema, rolloverSchema } from '../../../api/schemas/repay.ts';
import { linkGuard } from '../../../link/index.ts';
import {
  type InstallmentInput,
  installment,
  type RolloverInput,
  rollover,
} from '../../../mocks/repay/fixtures.ts';
import type { DisplayFormat } from '../../../screen/index.ts';
import { type RolloverScreen, rolloverScreen } from '../delay/rolloverScreen.ts';
import { type InstallmentScreen, installmentScreen } from '../period/installmentScreen.ts';
import type { PaymentControls } from './screenProps.ts';

const peso: DisplayFormat = {
  currencyFlag: '0',
  thousandsSeparator: '.',
  decimalSeparator: ',',
  timeZone: 'Asia/Manila',
};

/** The fixture installment as its view receives it: validated, formatted, images checked. */
export function storyInstallment(values: Partial<InstallmentInput> = {}): InstallmentScreen {
  const detail = v.parse(installmentSchema, { ...installment(), ...values });
  return installmentScreen(detail, peso, linkGuard.image);
}

/** The fixture rollover as its view receives it. */
export function storyRollover(values: Partial<RolloverInput> = {}): RolloverScreen {
  const detail = v.parse(rolloverSchema, { ...rollover(), ...values });
  return rolloverScreen(detail, peso, linkGuard.image);
}

export const ready = <T>(data: T) => ({ status: 'ready' as const, data });

/** The popup closed and idle, every callback a spy. */
export function storyPayment(values: Partial<PaymentControls> = {}): PaymentControls {
  return {
    pickerOpen: false,
    paying: false,
    onOpenPicker: fn(),
    onClosePicker: fn(),
    onPay: fn(async () => {}),
    ...values,
  };
}

/** Server text with markup in it, to show as text. */
export const MARKUP = {
  name: '<b>PesoBilis</b>',
  notice: '<img src=x onerror=alert(1)>',
  title: '<i>Extend</i>',
};

/** The hint the popup shows (spec literal). */
export const HINT = 'Please select your repayment method for payment';

export const PICKER = 'Choose how to pay';

export { layerReady };

/** 'Payment' is busy while the pay code is on its way: another tap sends nothing. */
export async function payingIsBusy({ args }: { args: { payment: PaymentControls } }) {
  const sheet = await layerReady(PICKER);
  const pay = within(sheet).getByRole('button', { name: /Payment/ });
  await expect(pay).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(pay);
  await expect(args.payment.onPay).not.toHaveBeenCalled();
}
