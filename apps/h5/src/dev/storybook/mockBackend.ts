import type { StoryContext } from '@storybook/react-vite';
import type { MswApi } from 'msw-storybook-addon/types';
import { handlersFor } from '../../mocks/handlers.ts';
import { clearJournal } from '../../mocks/journal.ts';
import type { ScenarioName } from '../../mocks/scenarios.ts';
import type { Session } from '../../session/index.ts';
import { emptySession, setSession } from '../../session/index.ts';
import { clearStoryJournals } from './journals.ts';

/** The values the native app puts in the URL, as in the demo. */
export const storySession: Partial<Session> = {
  deviceId: 'story-device',
  userId: '10001',
  sessionId: 'story-session',
  merchantNumber: 'M001',
  mobilePhone: '09171234567',
  productId: '7',
  orderId: '9001',
  lang: 'en',
  currencyType: '0',
};

const STORY_ANSWER_MS = 100;

/**
 * A story's `beforeEach`: the mock backend answers under `scenario` from a fresh store, the
 * journals start empty and the session holds `storySession` (plus `session`).
 */
export function withMockBackend(
  scenario: ScenarioName = 'default',
  session: Partial<Session> = {},
) {
  return (context: StoryContext) => {
    // The addon adds `msw` to Storybook's internal context type, which the renderer's type does not see.
    const { msw } = context as StoryContext & { msw: MswApi };
    clearJournal();
    clearStoryJournals();
    setSession({ ...emptySession(), ...storySession, ...session });
    // The least of msw's realistic delays, always: the same schedule on every run, no idle wait.
    msw.use(...handlersFor(scenario, { delayMs: STORY_ANSWER_MS }));
  };
}
