import { useCallback, useRef } from 'react';
import { orderApi, type RecommendedProduct } from '../../../api/index.ts';
import { bridge } from '../../../bridge/index.ts';
import { linkGuard } from '../../../link/index.ts';
import { useFollowLink, useStillShown } from '../../../screen/index.ts';
import { isWebTarget } from './productTarget.ts';

/**
 * A tap on a recommended product: counts the click (module 18) while it asks where the product
 * leads, then goes there through the link guard, or hands it to the native app. Only the last
 * product tapped is opened: an earlier one's answer that comes later is dropped.
 */
export function useOpenProduct(): (product: RecommendedProduct) => Promise<void> {
  const follow = useFollowLink();
  const stillShown = useStillShown();
  const taps = useRef(0);
  return useCallback(
    async (product) => {
      const tap = ++taps.current;
      // Only statistics: the borrower goes to the product whatever it answers.
      orderApi.countProductClick(product.id).catch(() => {});
      let target: string;
      try {
        target = await orderApi.getProductTarget(product.id);
      } catch {
        return;
      }
      if (tap !== taps.current) return;
      if (isWebTarget(target)) {
        follow(target);
        return;
      }
      // An answer after the borrower went back opens nothing over the page they chose.
      const nativeTarget = stillShown() ? linkGuard.nativeTarget(target) : null;
      if (nativeTarget !== null) bridge.openPage(nativeTarget);
    },
    [follow, stillShown],
  );
}
