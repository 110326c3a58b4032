import { lazyLayer } from '../../../screen/lazyLayer.tsx';
import type { PrivacyDialogProps } from './PrivacyDialog.tsx';

/** The privacy policy's dialog: fetched once the form shows, not in the landing's first load. */
export const { Layer: LazyPrivacyDialog } = lazyLayer<PrivacyDialogProps>(
  () => import('./PrivacyDialog.tsx').then((module) => module.PrivacyDialog),
  { cancelOf: (props) => props.onClose },
);
