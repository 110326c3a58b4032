import { lazyLayer } from '../../../screen/lazyLayer.tsx';
import type { SentDialogProps } from './SentDialog.tsx';

/** The success modal: fetched once the form shows, not in the first load. */
export const { Layer: LazySentDialog, load: loadSentDialog } = lazyLayer<SentDialogProps>(
  () => import('./SentDialog.tsx').then((module) => module.SentDialog),
  // The complaint is in: a modal that cannot come must not turn that into the screen's error.
  {
    onFailure: (props) => {
      props.onUnavailable();
      return true;
    },
  },
);
