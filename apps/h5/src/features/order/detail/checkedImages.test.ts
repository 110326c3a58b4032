import { describe, expect, test } from 'vitest';
import type { OrderDetail } from '../../../api/index.ts';
import { checkImageSrc } from '../../../link/index.ts';
import { withCheckedImages } from './checkedImages.ts';

const image = (raw: unknown) =>
  checkImageSrc(raw, { origin: 'https://app.example', allowedHosts: ['cdn.example'] });
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const SVG = 'data:image/svg+xml,%3Csvg%20onload%3Dalert(1)%3E';

const order = (productLogo: string, logos: string[]): OrderDetail => ({
  orderStatus: 174,
  noticeStatusText: 'Repay now',
  noticeDesText: '',
  recProducts: logos.map((logo, index) => ({
    id: String(index),
    logo,
    name: `Product ${index}`,
    buttonText: 'Apply now',
    enable: 1,
    range: '',
    rangeDesc: '',
    rate: '',
    desc: '',
  })),
  productName: 'PesoBilis',
  productLogo,
  userOrderDetail: { detail: [] },
  inside: 0,
  h5Url: '',
  isDelay: 0,
  telephone: '',
  isScore: 0,
  playeduL: 'javascript:alert(1)',
  reyMsg: '',
  KindTipsMsg: '',
  cardNeedPop: 0,
  cardPopTitle: '',
  cardPopMsg: '',
});

describe('withCheckedImages', () => {
  test('the product logo and every recommended logo go through the image rule', () => {
    const checked = withCheckedImages(order(SVG, [PNG, 'https://evil.example/x.png']), image);
    expect(checked.productLogo).toBe('');
    expect(checked.recProducts.map((product) => product.logo)).toEqual([PNG, '']);
    expect(withCheckedImages(order('https://cdn.example/p.png', []), image).productLogo).toBe(
      'https://cdn.example/p.png',
    );
  });

  test('other fields, links included, are left for their own checks', () => {
    const given = order(PNG, [PNG]);
    expect(withCheckedImages(given, image)).toEqual(given);
  });
});
