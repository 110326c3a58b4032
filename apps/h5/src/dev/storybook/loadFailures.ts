import { toast } from '@hiram/ui';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { config } from '../../config/env.ts';
import { en } from '../../i18n/index.ts';
import {
  JOURNAL_EPOCH_HEADER,
  journalEpoch,
  receivedRequests,
  sentRequests,
} from '../../mocks/journal.ts';
import { withMockBackend } from './mockBackend.ts';
import { painted } from './painted.ts';

/** The mock answers after a realistic delay; a busy shared machine can stretch it. */
export const WAIT = { timeout: 5_000 };

/** The requests the mock backend received for `path`, oldest first. */
export const requestsTo = (path: string) =>
  receivedRequests.filter((request) => request.path === path);

/**
 * The requests the page sent to `path` (relative to the API base), recorded as `fetch` is called:
 * a check that a tap sent nothing uses this, as `requestsTo` fills in only once the mock has read
 * a request.
 */
export const sentTo = (path: string) => {
  const base = new URL(config.apiBase.replace(/\/+$/, ''), window.location.href).pathname;
  return sentRequests.filter((request) => request.pathname === `${base}${path}`);
};

/** Nothing was sent to `path`, now or in the frames the tap before might still take to send it. */
export async function nothingSentTo(path: string): Promise<void> {
  await painted();
  await expect(sentTo(path)).toEqual([]);
}

const alertText = async (text: string) =>
  expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(text);

/**
 * The failed loads every wired screen shows, as stories: the server's message with a retry that
 * asks `path` once more; the malformed-answer notice; a gateway's error page, with a retry; the
 * offline notice with a retry.
 */
export const loadFailureStories = (path: string) => ({
  ServerError: {
    beforeEach: withMockBackend('server-error'),
    play: async () => {
      await alertText('The system is busy. Please try again later.');
      await expect(requestsTo(path)).toHaveLength(1);
      // Stamped as sent (stampRequests.ts): a request of the story before would not count here.
      await expect(requestsTo(path)[0]?.headers[JOURNAL_EPOCH_HEADER]).toBe(String(journalEpoch()));
      await userEvent.click(screen.getByRole('button', { name: en['app.retry'] }));
      await waitFor(() => expect(requestsTo(path)).toHaveLength(2), WAIT);
    },
  },
  MalformedAnswer: {
    beforeEach: withMockBackend('malformed-data'),
    play: async () => {
      await alertText(en['screen.malformed.title']);
      await expect(screen.getByRole('button', { name: en['app.retry'] })).toBeVisible();
    },
  },
  /** A gateway's error page (502, HTML) instead of the API's answer: no code, no envelope. */
  GatewayFailure: {
    beforeEach: withMockBackend('http-error'),
    play: async () => {
      await alertText(en['screen.error.title']);
      await expect(requestsTo(path)).toHaveLength(1);
      await userEvent.click(screen.getByRole('button', { name: en['app.retry'] }));
      await waitFor(() => expect(requestsTo(path)).toHaveLength(2), WAIT);
    },
  },
  NetworkFailure: {
    beforeEach: withMockBackend('network-error'),
    play: async () => {
      await alertText(en['screen.offline.body']);
      await expect(screen.getByRole('button', { name: en['app.retry'] })).toBeVisible();
      await expect(toast.getSnapshot()?.message).toBe(en['api.error']);
    },
  },
});
