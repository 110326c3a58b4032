import type { StoryContext } from '@storybook/react-vite';
import { getResponse, HttpResponse, http, type RequestHandler } from 'msw';
import { describe, expect, test } from 'vitest';
import { endpoints } from '../../api/endpoints.ts';
import { config } from '../../config/env.ts';
import { clearJournal, JOURNAL_EPOCH_HEADER, journalEpoch } from '../../mocks/journal.ts';
import { answerInStory } from './answers.ts';

const url = `https://stories.example${config.apiBase}${endpoints.loanDetails.path}`;

/** A story's worker: its handlers first, then the mock backend's answer for whatever they pass. */
function storyWorker() {
  const handlers: RequestHandler[] = [];
  const backend = http.all(url, () => HttpResponse.json({ from: 'backend' }));
  const context = {
    msw: { use: (...added: RequestHandler[]) => handlers.unshift(...added) },
  } as unknown as StoryContext;
  const send = async (epoch: number) => {
    const request = new Request(url, {
      method: endpoints.loanDetails.method,
      headers: { [JOURNAL_EPOCH_HEADER]: String(epoch) },
      body: '{}',
    });
    const answer = await getResponse([...handlers, backend], request, {
      baseUrl: 'https://stories.example',
    });
    return (await answer?.json()) as { from: string };
  };
  return { context, send };
}

describe('answerInStory', () => {
  test("a request the story before sent, arriving late, does not take this story's one answer", async () => {
    const { context, send } = storyWorker();
    const before = journalEpoch();
    clearJournal();
    answerInStory(context, 'loanDetails', () => HttpResponse.json({ from: 'story' }), {
      once: true,
    });
    await expect(send(before)).resolves.toEqual({ from: 'backend' });
    await expect(send(journalEpoch())).resolves.toEqual({ from: 'story' });
    await expect(send(journalEpoch())).resolves.toEqual({ from: 'backend' });
  });

  test('without once, answers every request of this story', async () => {
    const { context, send } = storyWorker();
    clearJournal();
    answerInStory(context, 'loanDetails', () => HttpResponse.json({ from: 'story' }));
    await expect(send(journalEpoch())).resolves.toEqual({ from: 'story' });
    await expect(send(journalEpoch())).resolves.toEqual({ from: 'story' });
  });
});
