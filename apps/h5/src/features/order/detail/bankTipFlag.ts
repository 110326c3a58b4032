import { getSession } from '../../../session/index.ts';

/** Spec section 4: set when the borrower goes to repay; while set, 'Kind tips' stays away. */
export const BANK_TIP_KEY = 'showBankTip';

export interface BankTipFlag {
  isSet(): boolean;
  set(): void;
}

/**
 * Over the given storage, for the borrower `owner` names: set, it holds who set it, so a web view
 * the native app reuses for another borrower shows them the tips. A storage that throws (private
 * mode, quota) counts as unset.
 */
export function createBankTipFlag(
  storage: () => Pick<Storage, 'getItem' | 'setItem'>,
  owner: () => string,
): BankTipFlag {
  return {
    isSet() {
      try {
        return storage().getItem(BANK_TIP_KEY) === owner();
      } catch {
        return false;
      }
    },
    set() {
      try {
        storage().setItem(BANK_TIP_KEY, owner());
      } catch {
        // Without storage the tips show again next time, which is harmless.
      }
    },
  };
}

export const bankTipFlag: BankTipFlag = createBankTipFlag(
  () => window.sessionStorage,
  () => getSession().userId,
);
