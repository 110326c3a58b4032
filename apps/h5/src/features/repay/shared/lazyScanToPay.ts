import { preloadBarcode } from '@hiram/ui';
import { lazyLayer } from '../../../screen/lazyLayer.tsx';
import type { ScanToPayDialogProps } from './ScanToPayDialog.tsx';

/** The scan-to-pay dialog and its barcode: code fetched once the screen shows its pay code. */
export const { Layer: LazyScanToPayDialog, load: loadScanToPayDialog } =
  lazyLayer<ScanToPayDialogProps>(
    () =>
      Promise.all([import('./ScanToPayDialog.tsx'), preloadBarcode()]).then(
        ([module]) => module.ScanToPayDialog,
      ),
    { cancelOf: (props) => props.onClose },
  );
