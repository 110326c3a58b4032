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
