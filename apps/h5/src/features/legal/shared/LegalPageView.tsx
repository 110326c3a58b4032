import { LegalText } from '../../../documents/LegalText.tsx';
import type { LegalDocument } from '../../../documents/legalDocument.ts';
import { ScreenLayout } from '../../../screen/index.ts';

export interface LegalPageViewProps {
  /** The route's title, the page's `h1`. */
  title: string;
  /** The page's text with its placeholders filled. */
  document: LegalDocument;
  onBack: () => void;
}

/** A legal page of the app: the nav bar and the whole text, nothing to load. */
export function LegalPageView({ title, document, onBack }: LegalPageViewProps) {
  return (
    <ScreenLayout title={title} onBack={onBack}>
      <LegalText document={document} />
    </ScreenLayout>
  );
}
