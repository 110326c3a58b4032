import { useT } from '../i18n/index.ts';
import { usePageBack } from '../screen/index.ts';
import { useRouteTitleKey } from './routeTitle.ts';
import { StatusPageView } from './StatusPageView.tsx';

/** Stands in for a screen that a later issue builds. */
export default function NotBuiltPage() {
  const t = useT();
  const back = usePageBack();
  const titleKey = useRouteTitleKey();
  const screen = titleKey ? t(titleKey) : '';
  return (
    <StatusPageView
      onBack={back}
      title={screen}
      heading={t('app.notBuilt.title')}
      body={t('app.notBuilt.body', { screen })}
    />
  );
}
