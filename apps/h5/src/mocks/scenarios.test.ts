import { describe, expect, test } from 'vitest';
import { isScenarioName, scenarioFromUrl, scenarioNames } from './scenarios.ts';

describe('scenarioFromUrl', () => {
  test('reads ?scenario=NAME among other parameters', () => {
    expect(scenarioFromUrl('?orderId=9&scenario=order-180-delay&lang=en')).toBe('order-180-delay');
    expect(scenarioFromUrl('scenario=malformed-json')).toBe('malformed-json');
  });

  test('undefined when absent or unknown', () => {
    expect(scenarioFromUrl('')).toBeUndefined();
    expect(scenarioFromUrl('?scenario=')).toBeUndefined();
    expect(scenarioFromUrl('?scenario=order-999')).toBeUndefined();
    expect(scenarioFromUrl('?scenario=DEFAULT')).toBeUndefined();
  });
});

describe('scenarioNames', () => {
  test('are unique', () => {
    expect(new Set(scenarioNames).size).toBe(scenarioNames.length);
  });

  test('cover every order status alone and with each flag', () => {
    for (const status of [21, 110, 151, 170, 174, 180, 200]) {
      for (const suffix of ['', '-delay', '-score', '-cardPop', '-kindTips', '-redirect']) {
        expect(isScenarioName(`order-${status}${suffix}`)).toBe(true);
      }
    }
  });

  test('cover the special codes, empty lists, errors, slow and malformed answers', () => {
    expect(scenarioNames).toEqual(
      expect.arrayContaining([
        'default',
        'empty-lists',
        'code-800006',
        'code-800005',
        'code-101',
        'code-11',
        'code-minus-1',
        'server-error',
        'slow',
        'malformed-envelope',
        'malformed-data',
        'malformed-json',
      ]),
    );
  });
});
