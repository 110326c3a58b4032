import { useMemo } from 'react';
import { orderApi } from '../../../api/index.ts';
import { linkGuard } from '../../../link/index.ts';
import { mapReady, usePageBack, useResource } from '../../../screen/index.ts';
import { withCheckedLogos } from '../shared/checkedLogos.ts';
import { useOpenProduct } from '../shared/useOpenProduct.ts';
import { UnionErrorView } from './UnionErrorView.tsx';

/** `/unionError`: the union login failure page. */
export default function UnionErrorPage() {
  const back = usePageBack();
  const openProduct = useOpenProduct();
  const { state: loaded, retry } = useResource(
    (signal) => orderApi.getUnionErrorInfo({ signal }),
    [],
  );
  const state = useMemo(
    () =>
      mapReady(loaded, (info) => ({
        ...info,
        family: withCheckedLogos(info.family, linkGuard.image),
      })),
    [loaded],
  );
  return (
    <UnionErrorView state={state} onRetry={retry} onBack={back} onSelectProduct={openProduct} />
  );
}
