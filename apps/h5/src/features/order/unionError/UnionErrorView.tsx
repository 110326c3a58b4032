import { StatusHero } from '@hiram/ui';
import { useT } from '../../../i18n/index.ts';
import type { RecommendedProduct, UnionErrorInfo } from '../../../model/index.ts';
import { type ResourceState, ScreenLayout } from '../../../screen/index.ts';
import { RecommendedProducts } from '../shared/RecommendedProducts.tsx';

export interface UnionErrorViewProps {
  /** The failure with its products' logos already checked (`withCheckedLogos`). */
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
    <ScreenLayout title={t('order.union.title')} onBack={onBack} state={state} onRetry={onRetry}>
      {(info) => (
        <>
          <StatusHero
            variant="failed"
            title={t('order.union.failed')}
            description={info.errMessage || info.noticeMessage}
          />
          <RecommendedProducts products={info.family} onSelect={onSelectProduct} />
        </>
      )}
    </ScreenLayout>
  );
}
