import { loadOnce } from '@hiram/ui';

/** The SMS step's code: off the first load, warmed once the cards show (`warmVerifyStep`). */
export const verifyStepCode = loadOnce(() => import('./VerifyStep.tsx'));

/** Fetches the SMS step ahead of need; a failure is left for the step itself to retry. */
export function warmVerifyStep(): void {
  verifyStepCode.load().catch(() => undefined);
}
