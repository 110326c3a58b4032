import { describe, expect, test } from 'vitest';
import { checkImageSrc } from '../../../link/index.ts';
import { withCheckedLogos } from './checkedLogos.ts';

const image = (raw: unknown) =>
  checkImageSrc(raw, { origin: 'https://app.example', allowedHosts: ['cdn.example'] });
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const product = (id: string, logo: string) => ({ id, logo, name: `Product ${id}` });

describe('withCheckedLogos', () => {
  test('allowed logos are kept as the guard gives them, refused ones become empty', () => {
    const products = [
      product('1', 'https://cdn.example/a.png'),
      product('2', PNG),
      product('3', 'https://app.example/b.png'),
      product('4', 'data:image/svg+xml,%3Csvg%20onload%3Dalert(1)%3E'),
      product('5', 'javascript:alert(1)'),
      product('6', 'https://evil.example/c.png'),
      product('7', ''),
    ];
    expect(withCheckedLogos(products, image).map((p) => p.logo)).toEqual([
      'https://cdn.example/a.png',
      PNG,
      '/b.png',
      '',
      '',
      '',
      '',
    ]);
  });

  test('everything but the logo stays, in order', () => {
    const checked = withCheckedLogos([product('1', ''), product('2', PNG)], image);
    expect(checked).toEqual([product('1', ''), product('2', PNG)]);
  });
});
