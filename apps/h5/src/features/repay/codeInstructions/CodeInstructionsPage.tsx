import { toast, useInBrowser } from '@hiram/ui';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { config } from '../../../config/env.ts';
import { usePackText } from '../../../i18n/index.ts';
import { usePageBack } from '../../../screen/index.ts';
import { getSession } from '../../../session/index.ts';
import { billerName } from '../shared/guide/guideContent.ts';
import { guideText } from '../text/guide/index.ts';
import { CodeInstructionsView } from './CodeInstructionsView.tsx';
import { type CodeRequest, codePageFrom } from './codeQuery.ts';

/** `/carpmm`: the instruction page for the pay code in the page URL. */
export default function CodeInstructionsPage() {
  const t = usePackText(guideText);
  const back = usePageBack();
  const { search } = useLocation();
  const hydrated = useInBrowser();
  const { request, currencyFlag } = useMemo(() => codePageFrom(search, getSession()), [search]);
  const shown: CodeRequest = hydrated ? request : { kind: 'reading' };
  return (
    <CodeInstructionsView
      request={shown}
      currencyFlag={currencyFlag}
      biller={billerName(config.appName, t('guide.billerFallback'))}
      onBack={back}
      onCopy={(success) => toast.show(t(success ? 'guide.copied' : 'guide.copyFailed'))}
    />
  );
}
