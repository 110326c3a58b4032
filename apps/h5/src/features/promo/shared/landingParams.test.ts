import { describe, expect, test } from 'vitest';
import { landingParams, landingQuery, visitTracking } from './landingParams.ts';

const search =
  '?templateId=7&user_from=fb&client_type=android&utm_tag=nov&app_from=hiram&invite_code=AB12&other=x';

describe('landingParams', () => {
  test('reads the visit values from the query', () => {
    expect(landingParams(search)).toEqual({
      templateId: '7',
      user_from: 'fb',
      client_type: 'android',
      utm_tag: 'nov',
      app_from: 'hiram',
      invite_code: 'AB12',
    });
  });

  test('absent values are empty', () => {
    expect(landingParams('')).toEqual({
      templateId: '',
      user_from: '',
      client_type: '',
      utm_tag: '',
      app_from: '',
      invite_code: '',
    });
  });

  test('track-visit names the template as the page', () => {
    expect(visitTracking(landingParams(search))).toEqual({
      page_id: '7',
      user_from: 'fb',
      client_type: 'android',
      utm_tag: 'nov',
      app_from: 'hiram',
    });
  });

  test('the query the pages pass on keeps what was given, and only that', () => {
    const params = landingParams(search);
    expect(landingParams(landingQuery(params))).toEqual(params);
    expect(landingQuery(landingParams('?templateId=7'))).toBe('?templateId=7');
    expect(landingQuery(landingParams(''))).toBe('');
  });
});
