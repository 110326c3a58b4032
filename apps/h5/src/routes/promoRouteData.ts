import type { EarlyCall } from '../api/index.ts';
import { landingParams, visitTracking } from '../features/promo/shared/landingParams.ts';
import { landingVisit } from '../features/promo/shared/landingVisit.ts';
import type { RouteInputs } from './routeTypes.ts';

/** What the landing's pages ask as they open, as their pages ask it. */
export const promoRouteData = {
  register: ({ search }: RouteInputs): EarlyCall[] => {
    const params = landingParams(search);
    return [
      { key: 'channelTemplate', payload: { templateId: params.templateId } },
      ...(landingVisit.counted()
        ? []
        : [{ key: 'trackVisit', payload: { ...visitTracking(params) } } as const]),
      { key: 'getSid', payload: {} },
    ];
  },
  download: ({ search }: RouteInputs): EarlyCall[] => [
    { key: 'channelTemplate', payload: { templateId: landingParams(search).templateId } },
  ],
};
