import { describe, expect, test } from 'vitest';
import { type Endpoint, endpointKeys, endpoints } from './endpoints.ts';
import { requiredFields } from './requiredFields.ts';
import { specialCodes } from './specialCodes.ts';

const table: Endpoint[] = endpointKeys.map((key) => endpoints[key]);

describe('endpoint table', () => {
  test('holds exactly the rows of contract section 5', () => {
    expect(table.map(({ method, client, path }) => `${method} ${client} ${path}`).sort()).toEqual(
      [
        'POST form /card/card-init',
        'POST form /card/bind-card-new',
        'POST form /card/bind-card-loan',
        'POST json /user-problem/problem-detail',
        'POST json /user-problem/save-score',
        'POST json /user-problem/problem-init',
        'POST multipart /user-problem/upload-problem-img',
        'POST json /user-problem/problem-save',
        'POST json /user-problem/problem-list',
        'POST json /v3/personal-center/contact-kf-info',
        'POST json /api/v1/service/loan/repayment-way',
        'POST json /api/v1/service/loan/repayment-commit',
        'POST json /api/v1/service/loan/repayment-confirm',
        'POST json /api/v1/service/loan/repayment-huichao',
        'GET json /api/v2/service/channel/channel-template',
        'GET json /api/v2/promotion/track-visit',
        'GET json /api/v2/promotion/get-sid',
        'GET raw /api/v2/promotion/get-captcha',
        'POST json /api/v2/promotion/get-sms',
        'POST json /api/v2/promotion/register',
        'GET json /api/v2/promotion/track-click',
        'POST json /said/catalysts',
        'POST json /v3/installment/loan-play-detail',
        'POST json /v3/loan-details/generate-vcode',
        'POST json /v3/loan-confirm/loan-detail-confirm',
        'POST json /v3/contract/contract',
        'POST json /v3/contract/contract-jump',
        'POST json /v3/loan-confirm/loan-detail-push',
        'POST form /gopia/goya/satire',
        'GET form /gopia/goya/cultures',
        'GET form /gopia/goya/misunderstood',
        'POST form /gopia/goya/depush',
        'POST json /v3/loan-details/loan-details',
        'POST json /v3/loan-details/google-score',
        'POST json /service/event/save',
        'POST json /service/new/union-error-info',
        'POST form /gopia/goya/because',
        'POST form /gopia/goya/define',
      ].sort(),
    );
  });

  test('the values the contract fixes', () => {
    const fixed = Object.fromEntries(
      endpointKeys.flatMap((key) => {
        const { fixed }: Endpoint = endpoints[key];
        return fixed ? [[key, fixed]] : [];
      }),
    );
    expect(fixed).toEqual({
      contract: { scene: 3 },
      contractJump: { scene: 3, jump: 1 },
      loanDetailPush: { confirm: 1 },
      cultures: { scene: 3 },
      googleScore: { score: 5 },
      because: { moduleId: 18 },
      contactKfInfo: { overall: 30 },
      trackVisit: { page_type: 1 },
    });
  });

  test('every fixed value is a listed field, so the mock checks it', () => {
    for (const key of endpointKeys) {
      const { fixed = {}, query = [] }: Endpoint = endpoints[key];
      const listed = [...requiredFields[key], ...query];
      for (const name of Object.keys(fixed)) expect(listed).toContain(name);
    }
  });

  test('GET endpoints send everything in the query', () => {
    for (const key of endpointKeys) {
      if (endpoints[key].method === 'GET') expect(requiredFields[key]).toEqual([]);
    }
  });

  test('special codes belong to the calls the spec names', () => {
    expect(
      Object.fromEntries(
        Object.entries(specialCodes).map(([key, codes]) => [key, Object.keys(codes ?? {}).sort()]),
      ),
    ).toEqual({
      repaymentConfirm: ['800005', '800006'],
      getSms: ['101', '11'],
      register: ['-1', '11'],
    });
  });
});
