import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeQuery } from '../../apps/h5/src/features/complaint/describe/describeQuery.ts';
import { parseCodeOrQrQuery } from '../../apps/h5/src/features/repay/codeOrQr/codeOrQrQuery.ts';
import { amountToPay } from '../../apps/h5/src/features/repay/shared/pageQuery.ts';
import { prerenderedRoutes, routeUrl } from './routes.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function build(files: string[]) {
  const dist = mkdtempSync(join(tmpdir(), 'bench-routes-'));
  dirs.push(dist);
  for (const file of files) {
    mkdirSync(join(dist, file, '..'), { recursive: true });
    writeFileSync(join(dist, file), '<!doctype html>');
  }
  return dist;
}

describe('prerenderedRoutes', () => {
  it('lists every index.html as its route, then the promotion landing, without the developer page', () => {
    const dist = build([
      'index.html',
      'promo.html',
      'loanDetail/index.html',
      'About/index.html',
      'testPreview/index.html',
      'assets/main.js',
    ]);
    expect(prerenderedRoutes(dist)).toEqual(['/', '/About', '/loanDetail', '/promo.html']);
  });

  it('lists only what the build has', () => {
    expect(prerenderedRoutes(build(['index.html']))).toEqual(['/']);
  });
});

describe('routeUrl', () => {
  it('gives app routes the session a native app passes, and the landing a template', () => {
    const url = new URL(routeUrl('/loanDetail'), 'http://host');
    expect(url.pathname).toBe('/loanDetail');
    for (const name of ['deviceId', 'userId', 'sessionId', 'merchantNumber', 'mobilePhone']) {
      expect(url.searchParams.get(name)).toBeTruthy();
    }
    expect(url.searchParams.get('productId')).toBe(url.searchParams.get('product_id'));
    expect(url.searchParams.get('orderId')).toBeTruthy();
    expect(routeUrl('/promo.html')).toBe('/promo.html?templateId=1');
  });

  it('opens the pay code page with the code and amount the native app passes', () => {
    const url = new URL(routeUrl('/carpmm'), 'http://host');
    expect(url.searchParams.get('requestType')).toBe('1');
    expect(url.searchParams.get('payCode')).toBeTruthy();
    expect(url.searchParams.get('amount')).toMatch(/^\d+$/);
    expect(url.searchParams.get('deviceId')).toBeTruthy();
  });

  it('opens the screens a borrower reaches with values, with values those screens accept', () => {
    const search = (route: string) => new URL(routeUrl(route), 'http://host').search;
    expect(parseCodeOrQrQuery(search('/repaymentOfCode'))).toEqual({
      show: 'code',
      payCode: '778812345566',
      payCodeImg: '',
      amount: 545500,
    });
    expect(describeQuery(search('/complainPageNext'))).toEqual({
      problemType: '2',
      problemSonType: '',
      orderNo: 'PB202504150001',
    });
    expect(new URLSearchParams(search('/complainDetails')).get('problemId')).toBe('9001');
    expect(amountToPay(new URLSearchParams(search('/paymentWay')).get('amount'))).toBe(545500);
  });
});
