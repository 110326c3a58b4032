import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './onDemand.ts';

describe('onDemand', () => {
  it('fetches once however often it is asked, and says when it has arrived', async () => {
    const fetch = vi.fn(async () => 'module');
    const code = onDemand(fetch);
    expect(code.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect([first, second]).toEqual(['module', 'module']);
    await expect(code.load()).resolves.toBe('module');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(code.loaded()).toBe('module');
  });

  it('does not fetch until asked', () => {
    const fetch = vi.fn(async () => 'module');
    onDemand(fetch);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches again after a failed fetch', async () => {
    const fetch = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module');
    const code = onDemand(fetch);
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.loaded()).toBeUndefined();
    await expect(code.load()).resolves.toBe('module');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(code.loaded()).toBe('module');
  });
});
