import { BindBankView } from './BindBankView.tsx';
import { useBindBank } from './useBindBank.ts';

/** `/bindBank`: payment account information, the server-driven bank form. */
export default function BindBankPage() {
  return <BindBankView {...useBindBank()} />;
}
