import { lazyLayer } from '../../../screen/lazyLayer.tsx';
import type { FieldPickerProps } from './FieldPicker.tsx';

/** Whether a picker's code has failed to come on this page already. */
let failedBefore = false;

/**
 * Most forms are filled by typing: the pickers' code is left out of the page's first load and
 * fetched once the field has shown. Then each stays rendered, closed, so the library's picker
 * fetches its sheet before the first tap.
 */
export const { Layer: LazyFieldPicker, load: loadFieldPicker } = lazyLayer<FieldPickerProps>(
  () => import('./FieldPicker.tsx').then((module) => module.FieldPicker),
  {
    keepMounted: true,
    cancelOf: (props) => props.onCancel,
    // The form stays as typed: a sheet that cannot come closes and says so. Failing again (a web
    // view that keeps a failed chunk failed), it gives way to the screen's error and its reload.
    onFailure: (props) => {
      if (failedBefore) return false;
      failedBefore = true;
      props.onCancel();
      props.onUnavailable();
      return true;
    },
  },
);
