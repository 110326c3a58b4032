import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { prerenderedPage } from './staticHosting.ts';

const outDir = mkdtempSync(join(tmpdir(), 'hiram-hosting-'));
for (const page of ['index.html', 'loanDetail/index.html', 'About/index.html']) {
  mkdirSync(join(outDir, page, '..'), { recursive: true });
  writeFileSync(join(outDir, page), '<!doctype html>');
}
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('prerenderedPage', () => {
  test.each([
    ['/loanDetail', '/loanDetail/index.html'],
    ['/About', '/About/index.html'],
  ])('%s is served %s', (pathname, page) => {
    expect(prerenderedPage(outDir, pathname)).toBe(page);
  });

  test.each(['/', '/loanDetail/', '/nothing', '/assets/main.js', '/promo.html'])(
    '%s is left to the server (a file, a folder or the fallback)',
    (pathname) => {
      expect(prerenderedPage(outDir, pathname)).toBeNull();
    },
  );
});
