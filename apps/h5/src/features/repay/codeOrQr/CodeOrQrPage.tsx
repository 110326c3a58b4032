import { toast } from '@hiram/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePackText } from '../../../i18n/index.ts';
import { linkGuard } from '../../../link/index.ts';
import { paths } from '../../../paths/index.ts';
import { useNavigateOnce, usePageBack } from '../../../screen/index.ts';
import { getSession, orderRefFrom } from '../../../session/index.ts';
import { currencyFlagFrom } from '../shared/pageQuery.ts';
import { codeText } from '../text/code/index.ts';
import { CodeOrQrView } from './CodeOrQrView.tsx';
import { type CodeOrQrContent, codeOrQrContent, parseCodeOrQrQuery } from './codeOrQrQuery.ts';

/** `/repaymentOfCode`: showType, payCode, payCodeImg and repayAmount come in the query. */
export default function CodeOrQrPage() {
  const t = usePackText(codeText);
  const navigate = useNavigateOnce();
  const back = usePageBack();
  const { search } = useLocation();
  const [content, setContent] = useState<CodeOrQrContent | null>(null);

  // The prerendered page has no query: it shows the loading state, and the browser reads the real one.
  useEffect(() => {
    // The QR comes in the page's URL, which anyone can write: only a picture a server holds.
    setContent(codeOrQrContent(parseCodeOrQrQuery(search), linkGuard.urlImage));
  }, [search]);

  return (
    <CodeOrQrView
      content={content}
      currencyFlag={currencyFlagFrom(search, getSession())}
      onBack={back}
      onGoToOrder={() => navigate(paths.loanDetail.href(orderRefFrom(search, getSession())))}
      onCopy={(copied) => toast.show(t(copied ? 'code.copied' : 'code.copyFailed'))}
    />
  );
}
