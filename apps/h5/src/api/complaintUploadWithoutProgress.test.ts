import { expect, test, vi } from 'vitest';
import { createComplaintApi } from './complaint.ts';
import { onlyRequest, setupMockBackend, testHttp } from './testing/harness.ts';

// The progress code's chunk did not arrive, as on a dropped connection: the browser keeps that
// import failed for the page's life.
vi.mock('./progressFetch.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/progressFetch.js');
});

setupMockBackend();

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

test('a picture still uploads without its progress when the progress code did not arrive', async () => {
  const onProgress = vi.fn();
  const file = new File([png], 'receipt.png', { type: 'image/png' });
  const url = await createComplaintApi(testHttp().http).uploadProblemImage(file, { onProgress });
  expect(onlyRequest().path).toBe('/user-problem/upload-problem-img');
  expect(url).toMatch(/^\/mock-images\/uploads\/upload-\d+$/);
  expect(onProgress).not.toHaveBeenCalled();
});
