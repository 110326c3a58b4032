import { describe, expect, test } from 'vitest';
import { HOSTILE_MARKER, hostilePayloads, hostileUrls } from './hostileCorpus.ts';

describe('the hostile corpus', () => {
  test('holds at least 30 distinct URLs and 20 distinct payloads', () => {
    expect(hostileUrls.length).toBeGreaterThanOrEqual(30);
    expect(new Set(hostileUrls).size).toBe(hostileUrls.length);
    expect(hostilePayloads.length).toBeGreaterThanOrEqual(20);
    expect(new Set(hostilePayloads).size).toBe(hostilePayloads.length);
  });

  test('covers every family the issue names', () => {
    const has = (pattern: RegExp) => hostileUrls.some((url) => pattern.test(url));
    for (const pattern of [
      /^javascript:/,
      /^[A-Z]+:/,
      /^\s+javascript:/,
      /java\tscript/,
      /java\nscript/,
      /&colon;/,
      /^&#106;/,
      /^%6A/i,
      /^data:text\/html/,
      /^data:image\/svg\+xml;base64,/,
      /^vbscript:/,
      /^blob:/,
      /^file:/,
      /^\/\/evil/,
      /^https:evil/,
      /^\\\\evil/,
      /^\/\\evil/,
      /^https:\/\/app\.example@/,
      /\u0430/,
      /xn--/,
      /:\d+\/$/,
    ]) {
      expect(has(pattern), String(pattern)).toBe(true);
    }
  });

  test('every script payload sets the one marker', () => {
    const running = hostilePayloads.filter((payload) =>
      /<[a-z!]|javascript:|constructor|\$\{window/i.test(payload),
    );
    expect(running.length).toBeGreaterThanOrEqual(20);
    for (const payload of running) expect(payload).toContain(HOSTILE_MARKER);
  });

  test('payloads stay short enough to display', () => {
    for (const payload of hostilePayloads) expect(payload.length).toBeLessThanOrEqual(100);
  });
});
