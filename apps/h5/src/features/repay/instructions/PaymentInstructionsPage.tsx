import { config } from '../../../config/env.ts';
import { usePackText } from '../../../i18n/index.ts';
import { usePageBack } from '../../../screen/index.ts';
import { billerName } from '../shared/guide/guideContent.ts';
import { guideText } from '../text/guide/index.ts';
import { PaymentInstructionsView } from './PaymentInstructionsView.tsx';

/** `/paymentInstructions`: the payment provider's instructions, a static page. */
export default function PaymentInstructionsPage() {
  const t = usePackText(guideText);
  const back = usePageBack();
  return (
    <PaymentInstructionsView
      biller={billerName(config.appName, t('guide.billerFallback'))}
      onBack={back}
    />
  );
}
