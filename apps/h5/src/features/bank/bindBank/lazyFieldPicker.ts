import { lazyLayer } from '../../../screen/lazyLayer.tsx';
import type { FieldPickerProps } from './FieldPicker.tsx';

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
    // The form stays as typed: a sheet that cannot come closes and says so.
    onFailure: (props) => {
      props.onCancel();
      props.onUnavailable();
    },
  },
);
