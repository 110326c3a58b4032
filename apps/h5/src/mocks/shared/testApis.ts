import { ApiError } from '../../api/apiError.ts';
import { createBankApi } from '../../api/bank.ts';
import { createComplaintApi } from '../../api/complaint.ts';
import { createLoanApi } from '../../api/loan.ts';
import { createOrderApi } from '../../api/order.ts';
import { createPromoApi } from '../../api/promo.ts';
import { createRepayApi } from '../../api/repay.ts';
import { testHttp } from '../../api/testing/harness.ts';

/** The feature APIs over the test mock backend, and the toasts they showed. */
export function testApis() {
  const { http, toast } = testHttp();
  return {
    toast,
    loan: createLoanApi(http),
    order: createOrderApi(http),
    repay: createRepayApi(http),
    bank: createBankApi(http),
    complaint: createComplaintApi(http),
    promo: createPromoApi(http),
  };
}

/** The ApiError a call failed with; throws when it succeeded or failed otherwise. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => new Error('the call succeeded'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof ApiError)) throw outcome;
  return outcome;
}

export const orderRef = { productId: '11', orderId: '5001' };
