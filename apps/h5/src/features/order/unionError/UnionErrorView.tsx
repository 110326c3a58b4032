import { NavBar, StatusHero } from '@hiram/ui';
import type { RecommendedProduct, UnionErrorInfo } from '../../../api/index.ts';
import { useT } from '../../../i18n/index.ts';
import { type ResourceState, ScreenStatus } from '../../../screen/index.ts';
import { PageBody } from '../shared/PageBody.tsx';
import { RecommendedProducts } from '../shared/RecommendedProducts.tsx';

export interface UnionErrorViewProps {
  state: ResourceState<UnionErrorInfo>;
  onRetry: () => void;
  onBack: () => void;
  /** When it returns a promise the product's button stays busy until it settles. */
  onSelectProduct: (product: RecommendedProduct) => unknown;
}

/** The union login failure: 'Failed', the server's message and the products it recommends. */
export function UnionErrorView({ state, onRetry, onBack, onSelectProduct }: UnionErrorViewProps) {
  const t = useT();
  return (
    <>
      <NavBar title={t('order.union.title')} onBack={onBack} backLabel={t('app.back')} />
      {state.status === 'loading' && <ScreenStatus status="loading" />}
      {state.status === 'error' && (
        <ScreenStatus status="error" error={state.error} onRetry={onRetry} />
      )}
      {state.status === 'ready' && (
        <PageBody>
          <StatusHero
            variant="failed"
            title={t('order.union.failed')}
            description={state.data.errMessage || state.data.noticeMessage}
          />
          <RecommendedProducts products={state.data.family} onSelect={onSelectProduct} />
        </PageBody>
      )}
    </>
  );
}
