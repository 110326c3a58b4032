import { type LegalDocumentSource, useFilledDocument } from '../../../documents/index.ts';
import { type MessageKey, useT } from '../../../i18n/index.ts';
import { usePageBack } from '../../../screen/index.ts';
import type { LegalPageViewProps } from './LegalPageView.tsx';

/** A legal page's props: its title and its whole text, filled for the brand. */
export function useLegalPage(
  source: LegalDocumentSource,
  titleKey: MessageKey,
): LegalPageViewProps {
  const t = useT();
  return { title: t(titleKey), document: useFilledDocument(source), onBack: usePageBack() };
}
