import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../../i18n/index.ts';
import { scenarioFromUrl, scenarioNames } from '../../mocks/scenarios.ts';
import { routeTable } from '../../routes/routeTable.ts';
import { usePageBack } from '../../screen/index.ts';
import { getSession } from '../../session/index.ts';
import { initialPreviewValues, type PreviewField, previewHref } from './previewValues.ts';
import { TestPreviewView } from './TestPreviewView.tsx';

export default function TestPreviewRoute() {
  const t = useT();
  const back = usePageBack();
  const { search } = useLocation();
  const [values, setValues] = useState(() =>
    initialPreviewValues(getSession(), scenarioFromUrl(search) ?? ''),
  );
  const links = [
    ...routeTable
      .filter((route) => route.id !== 'testPreview')
      .map((route) => ({
        id: route.id,
        label: `${t(route.titleKey)} · ${route.path}`,
        href: previewHref(route.path, values),
      })),
    { id: 'promo', label: t('preview.promo'), href: previewHref('/promo.html#/', values) },
  ];
  return (
    <TestPreviewView
      values={values}
      onChange={(field: PreviewField, value: string) =>
        setValues((old) => ({ ...old, [field]: value }))
      }
      links={links}
      scenarios={scenarioNames}
      onBack={back}
    />
  );
}
