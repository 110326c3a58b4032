import { lazyPart } from '../../../screen/lazyPart.tsx';

/**
 * The QA banner in Storybook, `npm start` and demo builds. Production builds fold this to
 * `null`, so neither the banner nor its text is built (scripts/check-app-build.mjs checks).
 */
export const qaCapBanner =
  import.meta.env.DEV || import.meta.env.VITE_MOCK === 'on'
    ? lazyPart(() => import('./QaCapBanner.tsx').then((module) => module.QaCapBanner))
    : null;
