import { dismissTopLayer } from '@hiram/ui';
import { useNativeBack } from '../bridge/index.ts';
import { usePageBack } from './usePageBack.ts';

/**
 * The screen's Back while a write may be on its way (`waiting()`; `busy` as state): the nav bar's,
 * the phone's and, where it can be held, the browser's Back wait for it. Left then, the write
 * would land unseen, and the borrower would send it again. A layer open meanwhile still closes.
 */
export function useBackWaits(waiting: () => boolean, busy: boolean): () => void {
  const pageBack = usePageBack();
  const back = () => {
    if (!waiting()) pageBack();
  };
  useNativeBack(() => {
    if (!dismissTopLayer()) back();
    return true;
  }, busy);
  return back;
}
