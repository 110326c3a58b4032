import { describe, expect, test } from 'vitest';
import { sendDecision } from './submission.ts';
import type { Upload } from './uploads.ts';

const query = { problemType: '1', problemSonType: '12', orderNo: 'PB1' };
const done = (n: number): Upload => ({
  id: `i${n}`,
  previewUrl: `blob:${n}`,
  status: 'done',
  url: `https://img.example/${n}.jpg`,
});

describe('Send', () => {
  test('sends the type, sub-type, trimmed description, pictures and order', () => {
    expect(sendDecision(query, '  Calls at night \n', [done(1), done(2)])).toEqual({
      kind: 'send',
      submission: {
        problemType: '1',
        problemSonType: '12',
        problemDetail: 'Calls at night',
        images: ['https://img.example/1.jpg', 'https://img.example/2.jpg'],
        orderNo: 'PB1',
      },
    });
  });

  test('no pictures, no sub-type', () => {
    const decision = sendDecision({ ...query, problemSonType: '' }, 'Late', []);
    expect(decision).toMatchObject({ submission: { problemSonType: '', images: [] } });
  });

  test('an empty description is refused', () => {
    expect(sendDecision(query, ' \n ', [done(1)])).toEqual({ kind: 'empty' });
  });

  test('a picture on its way or failed holds it back', () => {
    const uploading: Upload = { id: 'u', previewUrl: 'blob:u', status: 'uploading' };
    const failed: Upload = { id: 'f', previewUrl: 'blob:f', status: 'error', error: 'Too big' };
    expect(sendDecision(query, 'x', [done(1), uploading])).toEqual({ kind: 'uploading' });
    expect(sendDecision(query, 'x', [failed, done(1)])).toEqual({ kind: 'uploadFailed' });
  });
});
