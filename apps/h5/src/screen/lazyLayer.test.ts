import { createTheme, hiramBrand } from '@hiram/ui';
import { type ComponentType, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { lazyLayer } from './lazyLayer.tsx';

interface NoteProps {
  open: boolean;
  name: string;
}

function Note({ name }: NoteProps) {
  return createElement('p', null, `Hello ${name}`);
}

const theme = createTheme(hiramBrand);

const render = ({ Layer }: { Layer: ComponentType<NoteProps> }, open: boolean) =>
  renderToString(
    createElement(ThemeProvider, { theme }, createElement(Layer, { open, name: 'Ana' })),
  );

describe('lazyLayer', () => {
  it('renders nothing while closed, whether its code is here or not', async () => {
    const layer = lazyLayer(async () => Note);
    expect(render(layer, false)).toBe('');
    await layer.load();
    expect(render(layer, false)).toBe('');
  });

  it('open, says Loading until its code is here, then shows the layer in the same render', async () => {
    const layer = lazyLayer(async () => Note);
    const waiting = render(layer, true);
    expect(waiting).not.toContain('Hello');
    expect(waiting).toMatch(/role="status"[^>]*>.*Loading/);
    await expect(layer.load()).resolves.toBe(Note);
    const shown = render(layer, true);
    expect(shown).toContain('<p>Hello Ana</p>');
    expect(shown).not.toContain('role="status"');
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
