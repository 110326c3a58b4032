import type { LoanConfirm } from '../../../api/index.ts';
import type { LinkGuard } from '../../../link/index.ts';
import type { ConfirmData } from './confirmScreenProps.ts';

/** The link guard's quiet checks; each gives the `src` to use, or `undefined` when refused. */
export type SrcChecks = Pick<LinkGuard, 'image' | 'frame'>;

/**
 * The confirm data as the view gets it: the product logo and the agreement page replaced by what
 * the guard allows, `''` where it refused (no logo; the refusal in place of the page).
 */
export function withCheckedUrls<TConfirm extends LoanConfirm>(
  data: ConfirmData<TConfirm>,
  checks: SrcChecks,
): ConfirmData<TConfirm> {
  const { confirm } = data;
  return {
    ...data,
    confirm: {
      ...confirm,
      comProductLogo: checks.image(confirm.comProductLogo) ?? '',
      popAgreementUrl: checks.frame(confirm.popAgreementUrl) ?? '',
    },
  };
}
