import { describe, expect, it } from 'vitest';
import { BenchProblem, parseOptions } from './options.mjs';

describe('parseOptions', () => {
  it('builds the production app and runs every route three times by default', () => {
    expect(parseOptions([])).toEqual({
      demo: false,
      build: true,
      routes: null,
      runs: 3,
      http2: false,
      help: false,
    });
  });

  it('reads the demo mode, skipping the build, the routes, the run count and the protocol', () => {
    expect(
      parseOptions([
        '--demo',
        '--no-build',
        '--routes',
        '/loanDetail, /loanConfirm',
        '--runs',
        '5',
        '--http2',
      ]),
    ).toEqual({
      demo: true,
      build: false,
      routes: ['/loanDetail', '/loanConfirm'],
      runs: 5,
      http2: true,
      help: false,
    });
  });

  it('refuses what it cannot run', () => {
    expect(() => parseOptions(['--runs', '0'])).toThrow(BenchProblem);
    expect(() => parseOptions(['--runs', 'two'])).toThrow(BenchProblem);
    expect(() => parseOptions(['--routes', 'loanDetail'])).toThrow(BenchProblem);
    expect(() => parseOptions(['--route', '/loanDetail'])).toThrow(BenchProblem);
  });
});
