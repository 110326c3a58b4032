import type { UiLocale } from '@hiram/ui';

/** Maps what the native app sends as `lang` (`zh`, `zh_CN`, `in`, `in_ID`, `en-PH`, `fil`, `tl` …) to a catalogue. */
export function localeFrom(lang: string | null | undefined, fallback: UiLocale): UiLocale {
  const normalised = (lang ?? '').trim().toLowerCase().replace('_', '-');
  if (!normalised) return fallback;
  const language = normalised.split('-')[0];
  if (language === 'zh') return 'zh-CN';
  // Android still reports Indonesian by its old code: `in`, `in_ID`.
  if (language === 'id' || language === 'in') return 'id';
  if (language === 'en') return 'en';
  if (language === 'fil' || language === 'tl') return 'fil';
  return fallback;
}
