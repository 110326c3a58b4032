import { lazyPart } from '../../../screen/lazyPart.tsx';

/** The rollover's cost comes after the screen's first paint, with its own words. */
export const { Part: RolloverCostPart, load: loadRolloverCost } = lazyPart(() =>
  import('./RolloverCost.tsx').then((module) => module.RolloverCost),
);
