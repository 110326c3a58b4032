import { type ComponentType, createElement, lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazyModule.tsx';

function Greeting({ name }: { name: string }) {
  return createElement('p', null, `Hello ${name}`);
}

const render = ({ Component }: { Component: ComponentType<{ name: string }> }) =>
  renderToString(
    createElement(
      Suspense,
      { fallback: createElement('i', null, 'loading') },
      createElement(Component, { name: 'Ana' }),
    ),
  );

const expectContent = (html: string) => {
  expect(html).toContain('<p>Hello Ana</p>');
  expect(html).not.toContain('loading');
};

describe('lazyModule', () => {
  it('suspends until the module is here, then renders it at once', async () => {
    const module = lazyModule(async () => ({ default: Greeting }));
    expect(render(module)).toContain('loading');
    await expect(module.load()).resolves.toBe(Greeting);
    expectContent(render(module));
  });

  it('marks its promise fulfilled, so use() returns the module without suspending', async () => {
    const module = lazyModule(async () => ({ default: Greeting }));
    const loading = module.load();
    expect(loading).not.toHaveProperty('status');
    await loading;
    expect(loading).toMatchObject({ status: 'fulfilled', value: Greeting });
  });

  it('renders where lazy() still suspends though the module is here', async () => {
    const importModule = async () => ({ default: Greeting });
    await importModule();
    expect(render({ Component: lazy(importModule) })).toContain('loading');
  });

  it('imports the module once', async () => {
    const importModule = vi.fn(async () => ({ default: Greeting }));
    const module = lazyModule(importModule);
    await Promise.all([module.load(), module.load()]);
    render(module);
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
    await expect(module.load()).resolves.toBe(Greeting);
    expectContent(render(module));
  });
});
