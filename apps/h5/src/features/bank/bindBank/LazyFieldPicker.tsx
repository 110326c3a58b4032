import { Suspense, use, useEffect, useState } from 'react';
import { loadOnce } from '../../../screen/loadOnce.ts';
import type { FieldPickerProps } from './FieldPicker.tsx';

/** Fetches the pickers' code once. */
export const { load: loadFieldPicker } = loadOnce(() =>
  import('./FieldPicker.tsx').then((module) => module.FieldPicker),
);

function Loaded(props: FieldPickerProps) {
  const FieldPicker = use(loadFieldPicker());
  return <FieldPicker {...props} />;
}

/**
 * Most forms are filled by typing: the pickers' code is left out of the page's first load and
 * fetched once the field has shown. From then on the picker stays rendered, closed, as the
 * library's pickers expect, so each fetches its sheet before the first tap.
 */
export function LazyFieldPicker(props: FieldPickerProps) {
  const [here, setHere] = useState(false);
  useEffect(() => {
    let live = true;
    loadFieldPicker().then(
      () => live && setHere(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return here || props.open ? (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  ) : null;
}
