import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, startStubBackend } from './stubBackend.mjs';

const session =
  'deviceId=d&userId=1&sessionId=s&merchantNumber=m&mobilePhone=09171234567&productId=11&product_id=11';
const loanDetails = (body: object, headers: Record<string, string> = {}) =>
  new Request(`http://127.0.0.1:1234${API_PREFIX}v3/loan-details/loan-details?${session}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      building: '',
      gather: '',
      ...headers,
    },
    body: JSON.stringify(body),
  });

let stub: Awaited<ReturnType<typeof startStubBackend>>;
beforeAll(async () => {
  stub = await startStubBackend();
}, 60_000);
afterAll(() => stub.close());

describe('the stub backend', () => {
  it("answers a call that keeps the contract from the app's mock backend, on any origin", async () => {
    const response = await stub.handle(loanDetails({ productId: '11', orderId: '5001' }));
    expect(response?.status).toBe(200);
    const answer = await response?.json();
    expect(answer).toMatchObject({ code: 0, data: { orderStatus: 174, productName: 'PesoBilis' } });
  });

  it('refuses a call that breaks the contract', async () => {
    const response = await stub.handle(loanDetails({ productId: '11' }));
    expect(response?.status).toBe(400);
  });
});
