import { StatusHero } from '@hiram/ui';
import { usePackText, useT } from '../../../i18n/index.ts';
import type { RecommendedProduct, UnionErrorInfo } from '../../../model/index.ts';
import { type ResourceState, ScreenLayout } from '../../../screen/index.ts';
import { RecommendedProducts } from '../shared/RecommendedProducts.tsx';
import { orderText } from '../text/order/index.ts';

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
  const o = usePackText(orderText);
  return (
    <ScreenLayout title={t('title.unionError')} onBack={onBack} state={state} onRetry={onRetry}>
      {(info) => (
        <>
          <StatusHero
            variant="failed"
            title={o('order.union.failed')}
            description={info.errMessage || info.noticeMessage}
          />
          <RecommendedProducts products={info.family} onSelect={onSelectProduct} />
        </>
      )}
    </ScreenLayout>
  );
}
