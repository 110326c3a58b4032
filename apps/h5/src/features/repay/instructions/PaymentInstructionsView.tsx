import { useT } from '../../../i18n/index.ts';
import { ScreenLayout } from '../../../screen/index.ts';
import { PaymentGuide } from '../shared/guide/PaymentGuide.tsx';

export interface PaymentInstructionsViewProps {
  /** Who the borrower pays: the lender's name. */
  biller: string;
  onBack: () => void;
}

/** `/paymentInstructions`: the general rules and every channel's steps; nothing to load. */
export function PaymentInstructionsView({ biller, onBack }: PaymentInstructionsViewProps) {
  const t = useT();
  return (
    <ScreenLayout title={t('title.paymentInstructions')} onBack={onBack}>
      <PaymentGuide biller={biller} />
    </ScreenLayout>
  );
}
