import type { EarlyCall } from '../api/index.ts';
import { confirmProductId } from '../features/loan/shared/confirmUrls.ts';
import { orderRefFrom } from '../session/index.ts';
import type { RouteInputs } from './routeTypes.ts';

/**
 * What each data screen asks the server as it opens, request for request as its page asks it,
 * so the answers sent at start-up are the ones the page takes.
 */
export const routeData = {
  loanConfirm: ({ search, session }: RouteInputs): EarlyCall[] => {
    const productId = confirmProductId(search, session);
    return [
      { key: 'loanDetailConfirm', payload: { productId } },
      { key: 'contract', payload: { productId } },
    ];
  },
  loanConfirmLegacy: ({ search, session }: RouteInputs): EarlyCall[] => [
    { key: 'satire', payload: { productId: confirmProductId(search, session) } },
    { key: 'cultures', payload: {} },
  ],
  loanDetail: ({ search, session }: RouteInputs): EarlyCall[] => [
    { key: 'loanDetails', payload: { ...orderRefFrom(search, session) } },
  ],
  repayPeriod: ({ search, session }: RouteInputs): EarlyCall[] => [
    { key: 'loanPlayDetail', payload: { ...orderRefFrom(search, session) } },
  ],
  repayDelay: ({ search, session }: RouteInputs): EarlyCall[] => [
    { key: 'catalysts', payload: { ...orderRefFrom(search, session) } },
  ],
  paymentWay: ({ search, session }: RouteInputs): EarlyCall[] => [
    { key: 'repaymentWay', payload: { orderId: orderRefFrom(search, session).orderId } },
  ],
  bindBank: ({ search, session }: RouteInputs): EarlyCall[] => [
    { key: 'cardInit', payload: { product_id: orderRefFrom(search, session).productId } },
  ],
  complaint: ({ search, session }: RouteInputs): EarlyCall[] => [
    { key: 'problemInit', payload: { orderId: orderRefFrom(search, session).orderId } },
  ],
  complaintList: (): EarlyCall[] => [{ key: 'problemList', payload: {} }],
  complainDetails: ({ search }: RouteInputs): EarlyCall[] => {
    // As the page reads it: without a complaint it asks nothing, it says so and offers the list.
    const problemId = new URLSearchParams(search).get('problemId') ?? '';
    return problemId.trim() ? [{ key: 'problemDetail', payload: { problemId } }] : [];
  },
  unionError: (): EarlyCall[] => [{ key: 'unionErrorInfo', payload: {} }],
  customerService: (): EarlyCall[] => [{ key: 'contactKfInfo', payload: {} }],
};
