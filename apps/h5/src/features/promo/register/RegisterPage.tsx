import { RegisterView } from './RegisterView.tsx';
import { useRegister } from './useRegister.ts';

/** `promo.html#/?templateId=`: the promotion's registration. */
export default function RegisterPage() {
  return <RegisterView {...useRegister()} />;
}
