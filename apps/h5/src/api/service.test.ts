import { expect, test } from 'vitest';
import { createServiceApi } from './service.ts';
import { expectRequest, onlyRequest, setupMockBackend, testHttp } from './testing/harness.ts';

setupMockBackend();

test('getContactInfo sends overall 30', async () => {
  const contact = await createServiceApi(testHttp().http).getContactInfo();
  expectRequest(onlyRequest(), {
    method: 'POST',
    path: '/v3/personal-center/contact-kf-info',
    client: 'json',
    body: { overall: 30 },
  });
  expect(contact).toEqual({ email: 'support@hiram.example', smWa: '+63 917 555 0123' });
});
