import { describe, expect, test } from 'vitest';
import { setupMockBackend } from '../../api/testing/harness.ts';
import { rejection, testApis } from '../shared/testApis.ts';

setupMockBackend();

describe('complaints', () => {
  test('rating a complaint clears its isNeedScore', async () => {
    const { complaint } = testApis();
    expect((await complaint.getProblemDetail('9002')).isNeedScore).toBe(1);
    await complaint.saveComplaintScore({ problemId: '9002', score: 5 });
    expect((await complaint.getProblemDetail('9002')).isNeedScore).toBe(0);
  });

  test('a complaint filed through problem-save is listed and asks for a rating until rated', async () => {
    const { complaint } = testApis();
    await complaint.saveProblem({
      problemType: '1',
      problemSonType: '13',
      problemDetail: 'Calls at 11 pm',
      images: ['/mock-images/a.svg', '/mock-images/b.svg'],
      orderNo: 'PB202504150001',
    });
    const [processing] = (await complaint.getProblemList()).tabs;
    const filed = processing?.list[0];
    expect(filed).toMatchObject({ type: 'Collection', content: 'Calls at 11 pm' });
    const detail = await complaint.getProblemDetail(filed?.id ?? '');
    expect(detail).toMatchObject({
      type: 'Collection',
      sonType: 'Calls at night',
      images: ['/mock-images/a.svg', '/mock-images/b.svg'],
      isNeedScore: 1,
    });
    await complaint.saveComplaintScore({ problemId: detail.problemId, score: 4 });
    expect((await complaint.getProblemDetail(detail.problemId)).isNeedScore).toBe(0);
  });

  test('an uploaded picture gets a same-origin URL of its own, kept whole in problemImage', async () => {
    const { complaint } = testApis();
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const first = await complaint.uploadProblemImage(png);
    const second = await complaint.uploadProblemImage(png);
    expect(first).toMatch(/^\/mock-images\/uploads\/upload-\d+$/);
    expect(second).not.toBe(first);
    await complaint.saveProblem({
      problemType: '2',
      problemSonType: '',
      problemDetail: 'Two pictures',
      images: [first, second],
      orderNo: 'PB202504150001',
    });
    const { tabs } = await complaint.getProblemList();
    const filed = tabs.flatMap((tab) => tab.list).find((item) => item.content === 'Two pictures');
    expect((await complaint.getProblemDetail(String(filed?.id))).images).toEqual([first, second]);
  });

  test('the orders allow and refuse the collection type, which has sub-types', async () => {
    const { complaint } = testApis();
    const init = await complaint.getProblemInit('9001');
    expect(init.orderList.map(({ isShow }) => isShow)).toEqual(expect.arrayContaining([0, 1]));
    expect(init.problemType.find(({ value }) => value === '1')?.title).toBe('Collection');
    expect(init.problemSonType.length).toBeGreaterThan(0);
  });

  test('an unknown complaint and a file that is not an image fail with the server message', async () => {
    const { complaint } = testApis();
    expect((await rejection(complaint.getProblemDetail('nope'))).message).toBe(
      'Complaint not found',
    );
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect((await rejection(complaint.uploadProblemImage(text))).message).toBe(
      'Please choose a picture',
    );
  });
});
