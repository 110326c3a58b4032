import { describe, expect, test } from 'vitest';
import {
  previewUpload,
  progressUpload,
  removeUpload,
  restoredUploads,
  retryUpload,
  settleUpload,
  splitFailures,
  startUpload,
  type Upload,
  uploadedUrls,
} from './uploads.ts';

describe('the pictures', () => {
  test('show how much has been sent while uploading, and only then', () => {
    let uploads = startUpload(startUpload([], 'a', 'blob:a'), 'b', 'blob:b');
    uploads = progressUpload(uploads, 'a', 0.4);
    expect(uploads.map(({ progress }) => progress)).toEqual([0.4, undefined]);
    uploads = settleUpload(uploads, 'b', { error: 'Failed' });
    expect(progressUpload(uploads, 'b', 0.9)[1]).toEqual(uploads[1]);
    expect(retryUpload(progressUpload(uploads, 'a', 1), 'a')[0]).not.toHaveProperty('progress');
  });

  test('upload, fail, retry, succeed and are removed', () => {
    let uploads = startUpload([], 'a', 'blob:a');
    uploads = startUpload(uploads, 'b', 'blob:b');
    expect(uploads.map(({ status }) => status)).toEqual(['uploading', 'uploading']);
    uploads = settleUpload(uploads, 'a', { error: 'The picture is larger than 5 MB' });
    uploads = settleUpload(uploads, 'b', { url: 'https://img.example/b.jpg' });
    expect(uploads[0]).toEqual({
      id: 'a',
      previewUrl: 'blob:a',
      status: 'error',
      error: 'The picture is larger than 5 MB',
    });
    expect(uploadedUrls(uploads)).toEqual(['https://img.example/b.jpg']);
    uploads = retryUpload(uploads, 'a');
    expect(uploads[0]).toEqual({ id: 'a', previewUrl: 'blob:a', status: 'uploading' });
    uploads = settleUpload(uploads, 'a', { url: 'https://img.example/a.jpg' });
    expect(uploadedUrls(uploads)).toEqual([
      'https://img.example/a.jpg',
      'https://img.example/b.jpg',
    ]);
    uploads = removeUpload(uploads, 'a');
    expect(uploadedUrls(uploads)).toEqual(['https://img.example/b.jpg']);
  });

  test('a final failure (a file that is no picture) offers no retry; others do', () => {
    const started = startUpload([], 'a', 'blob:a');
    expect(settleUpload(started, 'a', { error: 'Not a picture', final: true })[0]).toMatchObject({
      status: 'error',
      retryable: false,
    });
    expect(settleUpload(started, 'a', { error: 'Failed' })[0]).not.toHaveProperty('retryable');
  });

  test('an answer for a removed picture changes nothing', () => {
    const uploads = removeUpload(startUpload([], 'a', 'blob:a'), 'a');
    expect(settleUpload(uploads, 'a', { url: 'https://img.example/a.jpg' })).toEqual([]);
  });

  test("a draft's pictures come back through the image guard; refused ones are left out", () => {
    const image = (raw: unknown) =>
      typeof raw === 'string' && raw.startsWith('https://') ? raw : undefined;
    expect(restoredUploads(['https://img.example/a.jpg', 'javascript:alert(1)'], image)).toEqual([
      {
        id: 'saved-0',
        previewUrl: 'https://img.example/a.jpg',
        status: 'done',
        url: 'https://img.example/a.jpg',
      },
    ]);
  });
});

test('previewUpload shows another picture for one upload, leaving its state', () => {
  const uploads = startUpload(startUpload([], 'a', 'blob:a'), 'b', 'blob:b');
  expect(previewUpload(uploads, 'a', 'blob:a-small')).toEqual([
    { id: 'a', previewUrl: 'blob:a-small', status: 'uploading' },
    { id: 'b', previewUrl: 'blob:b', status: 'uploading' },
  ]);
});

test('a failed picture tile says only that it failed; its reason goes under the pictures, naming it', () => {
  const uploads: Upload[] = [
    { id: 'a', previewUrl: 'blob:a', status: 'done', url: '/a.png' },
    { id: 'b', previewUrl: 'blob:b', status: 'error', error: 'The picture is larger than 5 MB' },
    { id: 'c', previewUrl: 'blob:c', status: 'error' },
    { id: 'd', previewUrl: 'blob:d', status: 'error', error: 'Not a picture', retryable: false },
    { id: 'e', previewUrl: 'blob:e', status: 'error', error: 'error' },
  ];
  expect(splitFailures(uploads, 'error')).toEqual({
    tiles: [uploads[0], { ...uploads[1], error: undefined }, uploads[2], uploads[3], uploads[4]],
    failures: [{ id: 'b', index: 2, message: 'The picture is larger than 5 MB' }],
  });
});
