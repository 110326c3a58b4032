import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { type LazyModule, lazyModule } from './lazyModule.tsx';

function Greeting({ name }: { name: string }) {
  return createElement('p', null, `Hello ${name}`);
}

const render = ({ Component }: LazyModule<{ name: string }>) =>
  renderToString(createElement(Component, { name: 'Ana' }));

describe('lazyModule', () => {
  it('renders nothing until the module is here, then the module, without suspending', async () => {
    const module = lazyModule(async () => ({ default: Greeting }));
    expect(render(module)).toBe('');
    expect(module.loaded()).toBeUndefined();
    await expect(module.load()).resolves.toBe(Greeting);
    expect(module.loaded()).toBe(Greeting);
    expect(render(module)).toBe('<p>Hello Ana</p>');
  });

  it('imports the module once', async () => {
    const importModule = vi.fn(async () => ({ default: Greeting }));
    const module = lazyModule(importModule);
    await Promise.all([module.load(), module.load()]);
    await module.load();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('imports again after a failed import', async () => {
    const importModule = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Greeting });
    const module = lazyModule(importModule);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.loaded()).toBeUndefined();
    await expect(module.load()).resolves.toBe(Greeting);
    expect(render(module)).toBe('<p>Hello Ana</p>');
  });
});
