import { toast } from '@hiram/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePackText } from '../../../i18n/index.ts';
import { linkGuard } from '../../../link/index.ts';
import { paths } from '../../../paths/index.ts';
import { useNavigateOnce, usePageBack } from '../../../screen/index.ts';
import { getSession, orderRefFrom } from '../../../session/index.ts';
import { currencyFlagFrom } from '../shared/pageQuery.ts';
import { pageStorage } from '../shared/repaymentInfo.ts';
import { codeText } from '../text/code/index.ts';
import { PayByCodeView } from './PayByCodeView.tsx';
import { codeFromQuery, type PayByCodeContent, readPayByCode } from './payByCodeContent.ts';

/**
 * `/repaymentOfCode2`: the pay code the repay screens saved in local storage; one given in the
 * query goes to `/repaymentOfCode`, which shows it.
 */
export default function PayByCodePage() {
  const t = usePackText(codeText);
  const navigate = useNavigateOnce();
  const back = usePageBack();
  const { search } = useLocation();
  const [content, setContent] = useState<PayByCodeContent | null>(null);

  // Storage exists only in the browser: the prerendered page shows the loading state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, as the page opens
  useEffect(() => {
    // A code or QR given in the query is shown by the page that reads it, in this one's place.
    const fromQuery = codeFromQuery(search);
    if (fromQuery) navigate(fromQuery, { replace: true });
    else {
      const { userId } = getSession();
      const { orderId } = orderRefFrom(search, getSession());
      setContent(readPayByCode(pageStorage, linkGuard.image, { userId, orderId }));
    }
  }, []);

  return (
    <PayByCodeView
      content={content}
      currencyFlag={currencyFlagFrom(search, getSession())}
      onBack={back}
      onGoToOrder={() => navigate(paths.loanDetail.href(orderRefFrom(search, getSession())))}
      onCopy={(copied) => toast.show(t(copied ? 'code.copied' : 'code.copyFailed'))}
    />
  );
}
