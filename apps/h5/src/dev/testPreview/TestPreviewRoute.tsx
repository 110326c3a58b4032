import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePackText, useT } from '../../i18n/index.ts';
import { scenarioFromUrl, scenarioNames } from '../../mocks/scenarios.ts';
import { routeTable } from '../../routes/routeTable.ts';
import { usePageBack } from '../../screen/index.ts';
import { emptySession, getSession } from '../../session/index.ts';
import { initialPreviewValues, type PreviewField, previewHref } from './previewValues.ts';
import { TestPreviewView } from './TestPreviewView.tsx';
import { previewText } from './text/preview/index.ts';

export default function TestPreviewRoute() {
  const t = useT();
  const p = usePackText(previewText);
  const back = usePageBack();
  const { search } = useLocation();
  // The prerendered page holds no session and no query: the first render must match it, or
  // hydration keeps its links (without the chosen scenario). The URL's values come after.
  const [values, setValues] = useState(() => initialPreviewValues(emptySession(), ''));
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, as the page opens
  useEffect(() => setValues(initialPreviewValues(getSession(), scenarioFromUrl(search) ?? '')), []);
  const links = [
    ...routeTable
      .filter((route) => route.id !== 'testPreview')
      .map((route) => ({
        id: route.id,
        label: `${t(route.titleKey)} · ${route.path}`,
        href: previewHref(route.path, values),
      })),
    { id: 'promo', label: p('preview.promo'), href: previewHref('/promo.html#/', values) },
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
