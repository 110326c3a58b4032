import type { UiLocale } from '@hiram/ui';

/** Maps what the native app sends as `lang` (`zh`, `zh_CN`, `in`, `en-PH`, `fil`, `tl` …) to a catalogue. */
export function localeFrom(lang: string | null | undefined, fallback: UiLocale): UiLocale {
  const normalised = (lang ?? '').trim().toLowerCase().replace('_', '-');
  if (!normalised) return fallback;
  if (normalised === 'zh' || normalised.startsWith('zh-')) return 'zh-CN';
  if (normalised === 'id' || normalised === 'in' || normalised.startsWith('id-')) return 'id';
  if (normalised === 'en' || normalised.startsWith('en-')) return 'en';
  const language = normalised.split('-')[0];
  if (language === 'fil' || language === 'tl') return 'fil';
  return fallback;
}
