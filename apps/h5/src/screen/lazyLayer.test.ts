import { type ComponentType, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyLayer } from './lazyLayer.tsx';

interface NoteProps {
  open: boolean;
  name: string;
}

function Note({ name }: NoteProps) {
  return createElement('p', null, `Hello ${name}`);
}

const render = ({ Layer }: { Layer: ComponentType<NoteProps> }, open: boolean) =>
  renderToString(createElement(Layer, { open, name: 'Ana' }));

describe('lazyLayer', () => {
  it('renders nothing while closed, whether its code is here or not', async () => {
    const layer = lazyLayer(async () => Note);
    expect(render(layer, false)).toBe('');
    await layer.load();
    expect(render(layer, false)).toBe('');
  });

  it('open, waits for its code, then shows the layer in the same render', async () => {
    const layer = lazyLayer(async () => Note);
    // Nor the cover that holds the page meanwhile: in server HTML it would hold it until the
    // code woke the page.
    expect(render(layer, true)).toBe('');
    await expect(layer.load()).resolves.toBe(Note);
    expect(render(layer, true)).toContain('<p>Hello Ana</p>');
  });

  it('fetches its code once', async () => {
    const importLayer = vi.fn(async () => Note);
    const layer = lazyLayer(importLayer);
    await Promise.all([layer.load(), layer.load()]);
    render(layer, true);
    expect(importLayer).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed fetch', async () => {
    const importLayer = vi
      .fn<() => Promise<typeof Note>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Note);
    const layer = lazyLayer(importLayer);
    await expect(layer.load()).rejects.toThrow('offline');
    await expect(layer.load()).resolves.toBe(Note);
    expect(render(layer, true)).toContain('<p>Hello Ana</p>');
  });
});
