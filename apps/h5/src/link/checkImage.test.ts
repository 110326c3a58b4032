import { describe, expect, test } from 'vitest';
import { checkImageSrc } from './checkImage.ts';
import type { UrlPolicy } from './checkUrl.ts';
import { hostileUrls } from './hostileCorpus.ts';

const policy: UrlPolicy = { origin: 'https://app.example', allowedHosts: ['allowed.example'] };

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=';

describe('checkImageSrc allows', () => {
  test.each([
    ['https://allowed.example/logo.png', 'https://allowed.example/logo.png'],
    ['/static/logo.png', '/static/logo.png'],
    ['https://app.example/static/logo.png?v=2', '/static/logo.png?v=2'],
    ['  https://allowed.example/padded.png\n', 'https://allowed.example/padded.png'],
  ])('what checkUrl allows: %j -> %s', (raw, src) => {
    expect(checkImageSrc(raw, policy)).toBe(src);
  });

  test.each([
    PNG,
    'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
    'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    'data:image/webp;base64,UklGRhoAAABXRUJQ',
    'DATA:IMAGE/PNG;BASE64,iVBORw0KGgo=',
    'data:image/gif,GIF89a%01%00%01%00',
    'data:image/png;base64,',
  ])('inline raster %j as it is', (raw) => {
    expect(checkImageSrc(raw, policy)).toBe(raw);
  });
});

describe('checkImageSrc refuses', () => {
  test.each<unknown>([
    'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'data:image/svg+xml;utf8,<svg/>',
    'data:image/SVG+XML;base64,PHN2Zz4=',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/png;charset=utf-8;base64,iVBORw0KGgo=',
    'data:image/pngx;base64,iVBORw0KGgo=',
    'data:image/png',
    'data:image/png;base64',
    'data:image/png;base64,iVBOR w0KGgo=',
    'data:image/png;base64,iVBOR\nw0KGgo=',
    'data:image/png;base64,iVBOR\tw0KGgo=',
    'data:image/png;base64,iVBORw0KGgo=<script>',
    'data:image/png;base64,iVBORw0KGgo===',
    'data:image/png,<svg onload=alert(1)>',
    'data:image/png,"onerror="alert(1)',
    'data:image/png;base64,iVBORw0KGgo=\\',
    'data:,iVBORw0KGgo=',
    ' data:image/svg+xml;base64,PHN2Zz4=',
    'javascript:alert(1)',
    'https://evil.example/logo.png',
    '//evil.example/logo.png',
    'blob:https://app.example/0b6c1f2e',
    'file:///logo.png',
    '',
    null,
    undefined,
    42,
    { src: PNG },
  ])('%j', (raw) => {
    expect(checkImageSrc(raw, policy)).toBeUndefined();
  });

  test.each(hostileUrls)('every corpus URL: %j', (raw) => {
    expect(checkImageSrc(raw, policy)).toBeUndefined();
  });
});
