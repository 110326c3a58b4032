import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce.ts';

describe('loadOnce', () => {
  it('fetches once however often it is asked, and says when it has arrived', async () => {
    const fetch = vi.fn(async () => 'module');
    const code = loadOnce(fetch);
    expect(code.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect([first, second]).toEqual(['module', 'module']);
    await expect(code.load()).resolves.toBe('module');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(code.loaded()).toBe('module');
    expect(code.load()).toMatchObject({ status: 'fulfilled', value: 'module' });
  });

  it('tells whoever listens when it arrives, and no one who stopped', async () => {
    const code = loadOnce(async () => 'module');
    const listening = vi.fn();
    const stopped = vi.fn();
    code.subscribe(listening);
    code.subscribe(stopped)();
    const arriving = code.load();
    expect(listening).not.toHaveBeenCalled();
    await arriving;
    expect(listening).toHaveBeenCalledOnce();
    expect(stopped).not.toHaveBeenCalled();
  });

  it('does not fetch until asked', () => {
    const fetch = vi.fn(async () => 'module');
    loadOnce(fetch);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches again after a failed fetch', async () => {
    const fetch = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module');
    const code = loadOnce(fetch);
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.loaded()).toBeUndefined();
    await expect(code.load()).resolves.toBe('module');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(code.loaded()).toBe('module');
  });
});
