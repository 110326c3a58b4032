import type { ComponentType } from 'react';
import type { EarlyCall } from '../api/index.ts';
import type { MessageKey, TextPack, TextTable } from '../i18n/index.ts';
import type { Session } from '../session/index.ts';

/** Where a route's data calls read their inputs: the page query and the session. */
export interface RouteInputs {
  search: string;
  session: Session;
}

export interface ScreenRoute {
  id: string;
  path: string;
  titleKey: MessageKey;
  load: () => Promise<{ default: ComponentType }>;
  /** The screen's own text (a feature's `textPack`), loaded beside its code. */
  text?: TextPack<TextTable>;
  /**
   * The calls the screen makes as it opens, sent as soon as the route matches so they travel
   * beside the screen's code; the screen's own calls then take these answers.
   */
  data?: (inputs: RouteInputs) => readonly EarlyCall[];
  /**
   * The screen shows what the visit brings (its query, what an earlier screen stored), which no
   * prerendered page can hold: it paints its loading state, and its code loads at once, as a data
   * screen's does, instead of after that paint.
   */
  fromVisit?: true;
  /**
   * A public page found by search engines: the prerender writes its meta description (a key of
   * the route's `text`, `{app}` filled with the brand's name), canonical link and Open Graph tags.
   */
  seo?: { descriptionKey: string };
}
