import { bridge } from '../bridge/index.ts';
import { useT } from '../i18n/index.ts';
import { usePageBack } from '../screen/index.ts';
import { StatusPageView } from './StatusPageView.tsx';

export default function NotFoundPage() {
  const t = useT();
  const back = usePageBack();
  return (
    <StatusPageView
      onBack={back}
      title={t('app.notFound.title')}
      heading={t('app.notFound.title')}
      body={t('app.notFound.body')}
      actionText={t('app.home')}
      onAction={() => bridge.goHome()}
    />
  );
}
