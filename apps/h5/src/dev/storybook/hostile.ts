import type { StoryContext } from '@storybook/react-vite';
import { expect, type MockInstance, spyOn, waitFor } from 'storybook/test';
import type { CallableKey } from '../../api/endpoints.ts';
import { HOSTILE_MARKER } from '../../link/hostileCorpus.ts';
import { hostileValuesSent } from '../../mocks/journal.ts';
import { bridgeCalls, navigations, pagesLeftFor } from './journals.ts';
import { WAIT } from './loadFailures.ts';
import { withMockBackend } from './mockBackend.ts';

/**
 * Stories under the `hostile` scenario: every URL the mock answers with comes from the hostile
 * corpus and every text is a script or HTML payload. The screen must follow no URL, open no
 * window, run no script, and show each payload it displays as the literal text it is.
 */

let windowOpen: MockInstance<typeof window.open> | undefined;
/** What the test page held before the story: its own scripts are no payload's doing. */
let before = new Set<Element>();

/** Attributes and elements a payload rendered as HTML would have created. */
const INJECTED = [
  'script',
  'iframe[srcdoc]',
  'object',
  'embed',
  'base',
  'meta[http-equiv]',
  '[onerror]',
  '[onload]',
  '[onclick]',
  '[onmouseover]',
  '[onfocus]',
  '[onanimationstart]',
  '[ontoggle]',
  '[style*="expression"]',
  'a[href^="javascript" i]',
].join(',');

function markerSet(): boolean {
  return Reflect.get(window, HOSTILE_MARKER) !== undefined;
}

/** A story's `beforeEach`: the mock backend in the `hostile` scenario, `window.open` watched. */
export function withHostileBackend(context: StoryContext) {
  withMockBackend('hostile')(context);
  Reflect.deleteProperty(window, HOSTILE_MARKER);
  before = new Set(document.querySelectorAll(INJECTED));
  windowOpen = spyOn(window, 'open').mockImplementation(() => null);
  return () => {
    windowOpen?.mockRestore();
    windowOpen = undefined;
  };
}

/** The payloads the mock sent in `endpoint`'s answer at the given field paths. */
export function payloadsAt(endpoint: CallableKey, paths: readonly string[]): string[] {
  const values = hostileValuesSent.filter(
    (value) => value.endpoint === endpoint && value.kind === 'text' && paths.includes(value.path),
  );
  return [...new Set(values.map(({ value }) => value))];
}

/**
 * Waits for every payload `endpoint` sent at `paths` to appear on the page as literal text: a
 * payload parsed as HTML would have lost its tags. Fails when the answer held none.
 */
export async function expectShownAsText(endpoint: CallableKey, paths: readonly string[]) {
  await waitFor(() => expect(payloadsAt(endpoint, paths)).not.toHaveLength(0), WAIT);
  const payloads = payloadsAt(endpoint, paths);
  for (const payload of payloads) {
    await waitFor(() => expect(document.body.textContent).toContain(payload), WAIT);
  }
  return payloads;
}

/**
 * Nothing opened, no script ran, nothing was injected into the page, and nothing navigated but to
 * `ownPages`, the app's own pages a refused URL gives way to.
 */
export async function expectNothingHostileHappened(ownPages: readonly unknown[] = []) {
  await expect(markerSet()).toBe(false);
  const injected = [...document.querySelectorAll(INJECTED)].filter((node) => !before.has(node));
  await expect(injected.map((node) => node.outerHTML)).toEqual([]);
  await expect(navigations).toEqual(ownPages);
  await expect(pagesLeftFor).toEqual([]);
  await expect(windowOpen?.mock.calls ?? []).toEqual([]);
  await expect(bridgeCalls.filter((call) => call.action === 'openPage')).toEqual([]);
}
