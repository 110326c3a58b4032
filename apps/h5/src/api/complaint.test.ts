import { describe, expect, test } from 'vitest';
import { createComplaintApi } from './complaint.ts';
import {
  expectRequest,
  onlyRequest,
  setupMockBackend,
  TEST_NOW,
  testHttp,
} from './testing/harness.ts';

setupMockBackend();

function api() {
  return createComplaintApi(testHttp().http);
}

/** The 8-byte PNG signature: enough for a file the mock treats as an image. */
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('complaint api', () => {
  test('getProblemInit', async () => {
    const init = await api().getProblemInit('5001');
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/user-problem/problem-init',
      client: 'json',
      body: { orderId: '5001' },
    });
    expect(init.problemType[0]).toEqual({ title: 'Collection', value: '1' });
    expect(init.problemSonType.map(({ value }) => value)).toEqual(['11', '12', '13']);
    expect(init.orderDetail).toMatchObject({ orderNo: 'PB202504150001', isShow: 1 });
    expect(init.orderList.map(({ orderNo, isShow }) => ({ orderNo, isShow }))).toEqual([
      { orderNo: 'PB202504150001', isShow: 1 },
      { orderNo: 'SC202501020007', isShow: 0 },
    ]);
  });

  test('getProblemDetail', async () => {
    const detail = await api().getProblemDetail('9002');
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/user-problem/problem-detail',
      client: 'json',
      body: { problemId: '9002' },
    });
    expect(detail).toMatchObject({
      problemId: '9002',
      type: 'Collection',
      sonType: 'Calls at night',
      images: [],
      isNeedScore: 1,
    });
    expect(detail.disposeDetail).toMatch(/agent has been warned/);
    expect(detail.disposeImages).toHaveLength(1);
    expect(detail.disposeImages[0]).toBe('/mock-images/receipt-case-closed.svg');
  });

  test('saveComplaintScore', async () => {
    await expect(
      api().saveComplaintScore({ problemId: '9002', score: 4 }),
    ).resolves.toBeUndefined();
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/user-problem/save-score',
      client: 'json',
      body: { problemId: '9002', score: 4 },
    });
  });

  test('uploadProblemImage sends multipart field problemImage with the json headers', async () => {
    const file = new File([png], 'receipt.png', { type: 'image/png' });
    const url = await api().uploadProblemImage(file);
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/user-problem/upload-problem-img',
      client: 'multipart',
      body: { problemImage: { file: 'receipt.png', type: 'image/png', size: 8 } },
    });
    expect(url).toMatch(/^\/mock-images\/uploads\/upload-\d+$/);
  });

  test('saveProblem joins the image URLs with commas', async () => {
    await api().saveProblem({
      problemType: '1',
      problemSonType: '13',
      problemDetail: 'Calls after 10 pm',
      images: ['https://img.example.com/a.png', 'https://img.example.com/b.png'],
      orderNo: 'PB202504150001',
    });
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/user-problem/problem-save',
      client: 'json',
      body: {
        problemType: '1',
        problemSonType: '13',
        problemDetail: 'Calls after 10 pm',
        problemImage: 'https://img.example.com/a.png,https://img.example.com/b.png',
        orderNo: 'PB202504150001',
      },
    });
  });

  test('getProblemList', async () => {
    const { tabs } = await api().getProblemList();
    expectRequest(onlyRequest(), {
      method: 'POST',
      path: '/user-problem/problem-list',
      client: 'json',
      body: {},
    });
    expect(tabs.map(({ name, list }) => [name, list.map(({ id }) => id)])).toEqual([
      ['Processing', ['9001']],
      ['Completed', ['9002']],
    ]);
    expect(tabs[0]?.list[0]).toEqual({
      id: '9001',
      time: 1752543000,
      type: 'Repayment',
      content: 'I paid through GCash yesterday but the app still shows the loan as due.',
    });
  });

  test('a saved complaint appears in the list, stamped with the time', async () => {
    await api().saveProblem({
      problemType: '2',
      problemSonType: '',
      problemDetail: 'Paid twice',
      images: [],
      orderNo: 'PB202504150001',
    });
    const { tabs } = await api().getProblemList();
    expect(tabs[0]?.list[0]).toMatchObject({
      type: 'Repayment',
      content: 'Paid twice',
      time: TEST_NOW / 1000,
    });
  });
});
