import type { MockStore } from '../domains.ts';
import { type Answer, type Backend, type CallInput, fail, field, ok } from '../shared/answers.ts';
import type { BankFormItemInput } from './fixtures.ts';

function optionName(item: BankFormItemInput | undefined, type: string): string {
  return String(item?.note?.find((option) => String(option.type) === type)?.name ?? '');
}

export function bankBackend(store: MockStore) {
  const bindCard = (input: CallInput): Answer<'bindCardNew'> => {
    const items = store.bankForm.items ?? [];
    const item = (code: string) => items.find((candidate) => candidate.code === code);
    const isWallet = field(input, 'cardType') === '1';
    const channel = field(input, 'walletChannel');
    const account = isWallet
      ? field(input, channel === '90007' ? 'mayaAccount' : 'gcashAccount')
      : field(input, 'bankCardNo');
    if (!account) return fail(1, 'Please enter your account number');
    store.repaymentWay.bankCards = [
      ...(store.repaymentWay.bankCards ?? []),
      {
        id: store.nextId('card-'),
        bankName: isWallet
          ? optionName(item('walletChannel'), channel)
          : optionName(item('bankCode'), field(input, 'bankCode')),
        cardNo: `**** ${account.replace(/\D/g, '').slice(-4)}`,
        bankCode: isWallet ? channel : field(input, 'bankCode'),
      },
    ];
    store.order = { ...store.order, cardNeedPop: 0 };
    return ok(null);
  };

  return {
    cardInit: () => ok(store.bankForm),
    bindCardNew: bindCard,
    bindCardLoan: bindCard,
  } satisfies Partial<Backend>;
}
