import { createTheme, hiramBrand } from '@hiram/ui';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, test } from 'vitest';
import { en } from '../i18n/index.ts';
import { hostileUrls } from '../link/hostileCorpus.ts';
import { createLinkGuard } from '../link/linkGuard.ts';
import { SandboxedFrame } from './SandboxedFrame.tsx';

const blocked: string[] = [];
const guard = createLinkGuard({
  window: () => ({
    location: { origin: 'https://app.example', assign: () => {}, replace: () => {} },
  }),
  allowedHosts: ['allowed.example'],
  onBlocked: () => void blocked.push('blocked'),
});

function render(src: string | null | undefined, scripts?: boolean): string {
  const frame = createElement(SandboxedFrame, {
    src: guard.frame(src),
    title: 'Privacy policy',
    ...(scripts === undefined ? {} : { scripts }),
  });
  return renderToStaticMarkup(
    createElement(ThemeProvider, { theme: createTheme(hiramBrand) }, frame),
  );
}

function attributesOf(markup: string): Record<string, string> {
  const tag = /<iframe([^>]*)>/.exec(markup)?.[1] ?? '';
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

describe('SandboxedFrame behind the guard', () => {
  test('embeds an allowed page in a sandbox that cannot move the app window', () => {
    const attributes = attributesOf(render('https://allowed.example/privacy?lang=en'));
    expect(attributes).toMatchObject({
      'data-frame-src': 'https://allowed.example/privacy?lang=en',
      title: 'Privacy policy',
      referrerPolicy: 'no-referrer',
    });
    expect(attributes.sandbox?.split(' ').sort()).toEqual([
      'allow-popups',
      'allow-same-origin',
      'allow-scripts',
    ]);
  });

  test('a page whole without its scripts runs none, and keeps its origin (no process of its own)', () => {
    expect(attributesOf(render('/privacyPolicy', false)).sandbox?.split(' ').sort()).toEqual([
      'allow-popups',
      'allow-same-origin',
    ]);
  });

  test('embeds an in-app path', () => {
    expect(attributesOf(render('/privacyPolicy'))['data-frame-src']).toBe('/privacyPolicy');
  });

  test('its HTML fetches nothing: the page gets its src after the first paint', () => {
    const markup = render('/privacyPolicy', false);
    expect(attributesOf(markup)).not.toHaveProperty('src');
    // Only a browser without scripts reads what is in <noscript>: a frame with its src, in the
    // same sandbox, and the rule that hides the one waiting for a script.
    const fallback = /<noscript>(.*)<\/noscript>/.exec(markup)?.[1] ?? '';
    expect(fallback).toContain('<style>iframe[data-frame-src]{display:none}</style>');
    expect(attributesOf(fallback)).toMatchObject({
      src: '/privacyPolicy',
      title: 'Privacy policy',
      sandbox: 'allow-same-origin allow-popups',
      referrerPolicy: 'no-referrer',
    });
    expect(markup.match(/<iframe/g)).toHaveLength(2);
  });

  test.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/privacy',
    '//evil.example',
    '',
    null,
    undefined,
    ...hostileUrls,
  ])('shows an error instead of %j, quietly', (src) => {
    const markup = render(src);
    expect(markup).not.toContain('<iframe');
    expect(markup).toContain(en['link.frameBlocked']);
    expect(markup).toContain(en['link.blocked']);
    expect(blocked).toEqual([]);
  });
});
