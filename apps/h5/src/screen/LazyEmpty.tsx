import type { EmptyProps } from '@hiram/ui';
import { Suspense, use } from 'react';
import { loadOnce } from './loadOnce.ts';

/** Fetches `Empty`'s code once (Storybook's preview warms it, as it does the dialogs'). */
export const { load: loadEmpty } = loadOnce(() =>
  import('./emptyState.ts').then((module) => module.Empty),
);

function Loaded(props: EmptyProps) {
  const Empty = use(loadEmpty());
  return <Empty {...props} />;
}

/** The library's `Empty`, for a rare state: its code is fetched only when a screen shows it. */
export function LazyEmpty(props: EmptyProps) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
