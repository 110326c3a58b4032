import { orderApi } from '../../../api/index.ts';
import { usePageBack, useResource } from '../../../screen/index.ts';
import { useOpenProduct } from '../shared/useOpenProduct.ts';
import { UnionErrorView } from './UnionErrorView.tsx';

/** `/unionError`: the union login failure page. */
export default function UnionErrorPage() {
  const back = usePageBack();
  const openProduct = useOpenProduct();
  const { state, retry } = useResource((signal) => orderApi.getUnionErrorInfo({ signal }), []);
  return (
    <UnionErrorView state={state} onRetry={retry} onBack={back} onSelectProduct={openProduct} />
  );
}
