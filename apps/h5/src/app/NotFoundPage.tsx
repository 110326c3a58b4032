import { bridge } from '../bridge/index.ts';
import { useT } from '../i18n/index.ts';
import { paths } from '../paths/index.ts';
import { useNavigateOnce, usePageBack } from '../screen/index.ts';
import { StatusPageView } from './StatusPageView.tsx';

export default function NotFoundPage() {
  const t = useT();
  const back = usePageBack();
  const navigate = useNavigateOnce();
  return (
    <StatusPageView
      onBack={back}
      title={t('app.notFound.title')}
      heading={t('app.notFound.title')}
      body={t('app.notFound.body')}
      actionText={t('app.home')}
      // The native app's home; a plain browser has none, and the site's home page stands in.
      onAction={() => {
        if (!bridge.goHome()) navigate(paths.home.href());
      }}
    />
  );
}
