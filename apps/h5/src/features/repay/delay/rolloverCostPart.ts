import { lazyPart } from '../../../screen/lazyPart.tsx';

/**
 * The rollover's cost, a chunk of its own with its own words, which the prerendered page preloads
 * beside the screen's (`routeSources`' parts).
 */
export const { Part: RolloverCostPart, load: loadRolloverCost } = lazyPart(() =>
  import('./RolloverCost.tsx').then((module) => module.RolloverCost),
);
