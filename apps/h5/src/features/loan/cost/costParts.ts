import type { UiLocale } from '@hiram/ui';
import { lazyPart } from '../../../screen/lazyPart.tsx';
import { costText } from '../text/cost/index.ts';

/**
 * The disclosure's code and words are chunks of their own, which the prerendered confirm pages
 * preload beside the screen's (`routeSources`' parts). The calendar code it imports is a chunk it
 * shares with the rollover's cost: asked for beside the disclosure's own, it arrives with it
 * instead of one round trip later on a page reached by navigation.
 */
export const { Part: CostOfLoanPart, load: loadCostOfLoan } = lazyPart(() =>
  Promise.all([import('./CostOfLoan.tsx'), import('../../../screen/calendarDay.ts')]).then(
    ([module]) => module.CostOfLoan,
  ),
);

/**
 * The disclosure's code and its words in `locale`, fetched side by side. The confirm screen
 * shows its offer once these are here too, so the block is there from the offer's first frame
 * and never pushes the page down as it arrives.
 */
export const loadCostDisclosure = (locale: UiLocale): Promise<unknown> =>
  Promise.all([loadCostOfLoan(), costText.load(locale)]);
