import { describe, expect, it, vi } from 'vitest';
import { createDialogQueue } from './dialogQueue.ts';

describe('createDialogQueue', () => {
  it('shows a request and resolves it with the answer', async () => {
    const queue = createDialogQueue();
    const answer = queue.open({ content: 'Delete card?' }, true);
    const shown = queue.current();
    expect(shown).toMatchObject({ content: 'Delete card?', cancellable: true });
    queue.settle(shown?.id ?? -1, false);
    await expect(answer).resolves.toBe(false);
    expect(queue.current()).toBeUndefined();
  });

  it('queues a request made while another is shown', async () => {
    const queue = createDialogQueue();
    const first = queue.open({ content: 'First' }, true);
    const second = queue.open({ content: 'Second' }, false);
    expect(queue.current()?.content).toBe('First');
    queue.settle(queue.current()?.id ?? -1, true);
    await expect(first).resolves.toBe(true);
    expect(queue.current()).toMatchObject({ content: 'Second', cancellable: false });
    queue.settle(queue.current()?.id ?? -1, true);
    await expect(second).resolves.toBe(true);
  });

  it('ignores answers for a request that is not on screen', () => {
    const queue = createDialogQueue();
    void queue.open({ content: 'First' }, true);
    void queue.open({ content: 'Second' }, true);
    const firstId = queue.current()?.id ?? -1;
    queue.settle(firstId, true);
    queue.settle(firstId, false);
    expect(queue.current()?.content).toBe('Second');
  });

  it('notifies subscribers until they unsubscribe', () => {
    const queue = createDialogQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    void queue.open({ content: 'One' }, false);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    void queue.open({ content: 'Two' }, false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
