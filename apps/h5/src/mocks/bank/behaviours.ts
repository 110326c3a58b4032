import type { MockStore } from '../domains.ts';
import { failOn, type ScenarioBehaviour } from '../shared/behaviour.ts';
import type { BankScenario } from './scenarios.ts';

export const bankBehaviours: Record<BankScenario, ScenarioBehaviour> = {
  'bind-card-rejected': failOn(
    ['bindCardNew', 'bindCardLoan'],
    1,
    'The account name does not match the account number',
  ),
};

export function emptyBankLists(store: MockStore): void {
  store.bankForm.items = [];
}
