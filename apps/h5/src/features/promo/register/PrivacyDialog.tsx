import { Dialog, Skeleton } from '@hiram/ui';
import { Suspense } from 'react';
import { LegalText, privacyPolicyDocument, useFilledDocument } from '../../../documents/index.ts';
import { useT } from '../../../i18n/index.ts';

export interface PrivacyDialogProps {
  open: boolean;
  onClose: () => void;
}

function PrivacyText() {
  return <LegalText document={useFilledDocument(privacyPolicyDocument)} />;
}

/**
 * The app's privacy policy over the registration form: read where the phone number is asked
 * for, without leaving the landing and what was typed in it.
 */
export function PrivacyDialog({ open, onClose }: PrivacyDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} closeIcon title={t('title.privacyPolicy')}>
      <Suspense fallback={<Skeleton loading label={t('app.loading')} lines={6} />}>
        <PrivacyText />
      </Suspense>
    </Dialog>
  );
}
