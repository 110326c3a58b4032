import { expect, screen, userEvent } from 'storybook/test';
import { en } from '../i18n/catalogues/en.ts';
import type { ResourceState } from './resourceState.ts';

/** What a view's content would show once ready, looked up by role and name. */
export interface ReadyContent {
  role: 'button' | 'heading' | 'region' | 'tab';
  name: string;
}

interface LoadStateStory {
  args: { state: ResourceState<never> };
  play: (context: { args: { onRetry: () => void } }) => Promise<void>;
}

const SERVER_MESSAGE = 'The system is busy. Please try again later.';

/** Nothing of the content, no footer and no dialog: only the nav bar and the load state. */
async function onlyTheLoadState(content: ReadyContent) {
  await expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(screen.queryByRole(content.role, { name: content.name })).toBeNull();
  await expect(screen.queryByRole('dialog')).toBeNull();
  await expect(screen.queryByRole('alertdialog')).toBeNull();
}

/**
 * The load states of a view on `ScreenLayout`, as stories: the skeleton, the server's message with
 * a retry, the malformed-answer notice and the offline notice. `content` must stay away meanwhile.
 * The view's args need `onRetry` as a spy.
 */
export function loadStateStories(
  content: ReadyContent,
): Record<'Loading' | 'ServerError' | 'MalformedAnswer' | 'NetworkFailure', LoadStateStory> {
  return {
    Loading: {
      args: { state: { status: 'loading' } },
      play: async () => {
        const label = screen.getByText(en['app.loading']);
        await expect(label.closest('[aria-busy="true"]')).not.toBeNull();
        await expect(screen.queryByRole('alert')).toBeNull();
        await onlyTheLoadState(content);
      },
    },
    ServerError: {
      args: { state: { status: 'error', error: { kind: 'server', message: SERVER_MESSAGE } } },
      play: async ({ args }) => {
        const alert = screen.getByRole('alert');
        await expect(alert).toHaveTextContent(en['screen.error.title']);
        await expect(alert).toHaveTextContent(SERVER_MESSAGE);
        await onlyTheLoadState(content);
        await userEvent.click(screen.getByRole('button', { name: en['app.retry'] }));
        await expect(args.onRetry).toHaveBeenCalledTimes(1);
      },
    },
    MalformedAnswer: {
      args: {
        state: { status: 'error', error: { kind: 'malformed', message: en['api.malformed'] } },
      },
      play: async () => {
        await expect(screen.getByRole('alert')).toHaveTextContent(en['screen.malformed.title']);
        await expect(screen.getByRole('button', { name: en['app.retry'] })).toBeEnabled();
        await onlyTheLoadState(content);
      },
    },
    NetworkFailure: {
      args: { state: { status: 'error', error: { kind: 'timeout', message: 'error' } } },
      play: async () => {
        await expect(screen.getByRole('alert')).toHaveTextContent(en['screen.offline.body']);
        await expect(screen.getByRole('button', { name: en['app.retry'] })).toBeEnabled();
        await onlyTheLoadState(content);
      },
    },
  };
}
