import type { VisitTracking } from '../../../api/promo.ts';

/** What the ad's link puts in the landing's query (`#/?templateId=7&utm_tag=…`). */
export interface LandingParams {
  templateId: string;
  user_from: string;
  client_type: string;
  utm_tag: string;
  app_from: string;
  invite_code: string;
}

export function landingParams(search: string): LandingParams {
  const query = new URLSearchParams(search);
  const read = (name: string) => query.get(name)?.trim() ?? '';
  return {
    templateId: read('templateId'),
    user_from: read('user_from'),
    client_type: read('client_type'),
    utm_tag: read('utm_tag'),
    app_from: read('app_from'),
    invite_code: read('invite_code'),
  };
}

/** `track-visit`: the landing's template is the page visited. */
export function visitTracking(params: LandingParams): VisitTracking {
  return {
    page_id: params.templateId,
    user_from: params.user_from,
    client_type: params.client_type,
    utm_tag: params.utm_tag,
    app_from: params.app_from,
  };
}

/** The query the landing's pages keep between them, so each can load the same template. */
export function landingQuery(params: LandingParams): string {
  const kept = Object.entries(params).filter(([, value]) => value !== '');
  return kept.length ? `?${new URLSearchParams(kept)}` : '';
}
