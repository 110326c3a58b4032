import type { EmptyProps } from '@hiram/ui';
import { lazyPart } from './lazyPart.tsx';

/**
 * The library's `Empty`, for a rare state: its code is fetched only when a screen shows it
 * (Storybook's preview warms it, as it does the dialogs').
 */
export const { Part: LazyEmpty, load: loadEmpty } = lazyPart<EmptyProps>(() =>
  import('./emptyState.ts').then((module) => module.Empty),
);
