import { toast } from '@hiram/ui';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { EndpointKey } from '../../../api/endpoints.ts';
import { answerWith } from '../../../dev/storybook/answers.ts';
import { navigations, pagesLeftFor } from '../../../dev/storybook/journals.ts';
import { requestsTo, sentTo, WAIT } from '../../../dev/storybook/loadFailures.ts';
import { withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { en } from '../../../i18n/index.ts';

/** A URL the link guard refuses. */
export const REFUSED_URL = 'javascript:alert(document.domain)';

/** A story's `beforeEach`: the default scenario, but the first answer of `key` is `data`. */
export const refusedOnce = (key: EndpointKey, data: Record<string, string>) => [
  withMockBackend('default'),
  answerWith(key, data, { once: true }),
  () => toast.hide(),
];

/**
 * Taps `control` twice. The first answer's URL is refused: the guard's toast, no navigation, the
 * control idle again. The second tap asks `path` again (the mock answers) and lands on `landing`.
 */
export async function refusedThenFollowed(control: HTMLElement, path: string, landing: string) {
  await userEvent.click(control);
  await waitFor(() => expect(toast.getSnapshot()?.message).toBe(en['link.blocked']), WAIT);
  await waitFor(() => expect(control).not.toHaveAttribute('aria-busy'), WAIT);
  await expect(navigations).toEqual([]);
  await expect(pagesLeftFor).toEqual([]);
  await userEvent.click(control);
  await waitFor(
    () => expect(navigations.map((navigation) => navigation.to)).toEqual([landing]),
    WAIT,
  );
  await expect(requestsTo(path)).toHaveLength(1);
}

/** Where a taken loan lands when the server's URL for it is refused: the app's own order page. */
export const OWN_ORDER_PAGE = { to: '/loanDetail?from=confirm', replace: true };

/**
 * Taps `control`, whose loan push (`path`) answers with a URL the guard refuses: the loan is taken
 * all the same, once, so the guard's toast shows and the app's own order page takes the confirm
 * page's place.
 */
export async function refusedToOwnOrderPage(control: HTMLElement, path: string) {
  toast.hide();
  await userEvent.click(control);
  await waitFor(() => expect(toast.getSnapshot()?.message).toBe(en['link.blocked']), WAIT);
  await waitFor(() => expect(navigations).toEqual([OWN_ORDER_PAGE]), WAIT);
  await expect(pagesLeftFor).toEqual([]);
  await expect(sentTo(path)).toHaveLength(1);
}
