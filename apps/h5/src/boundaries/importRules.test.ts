import { describe, expect, test } from 'vitest';
import { featureOf, importViolations, isView, RULES, resolveSpecifier } from './importRules.ts';

type SampleImport = string | { type: string } | { from: string; names: readonly string[] };
type SampleGraph = Readonly<Record<string, readonly SampleImport[]>>;

/**
 * A sample tree: each file with what it imports; `{ type }` is a type-only import, `{ from,
 * names }` a named one.
 */
function violationsOf(graph: SampleGraph): string[] {
  return Object.entries(graph).flatMap(([file, imports]) =>
    importViolations(
      file,
      imports.map((entry) => {
        const specifier =
          typeof entry === 'string' ? entry : 'type' in entry ? entry.type : entry.from;
        return {
          specifier,
          target: resolveSpecifier(file, specifier),
          typeOnly: typeof entry !== 'string' && 'type' in entry,
          names: typeof entry !== 'string' && 'names' in entry ? entry.names : [],
        };
      }),
    ),
  );
}

describe('resolveSpecifier', () => {
  test.each([
    ['apps/h5/src/features/loan/x.ts', '../order/y.ts', 'apps/h5/src/features/order/y.ts'],
    ['apps/h5/src/features/loan/a/b.tsx', '../../../link/index.ts', 'apps/h5/src/link/index.ts'],
    ['apps/h5/src/features/loan/a/b.tsx', './c.ts?raw', 'apps/h5/src/features/loan/a/c.ts'],
    ['packages/ui/src/Button/Button.tsx', '../../../../apps/h5/src/x.ts', 'apps/h5/src/x.ts'],
    ['apps/h5/src/app/App.tsx', '@hiram/ui', 'packages/ui/src/index.ts'],
    ['packages/ui/src/index.ts', '@hiram/h5', 'apps/h5'],
    ['apps/h5/src/app/App.tsx', 'react-router-dom', 'react-router-dom'],
  ])('%s imports %j -> %s', (file, specifier, target) => {
    expect(resolveSpecifier(file, specifier)).toBe(target);
  });
});

describe('featureOf and isView', () => {
  test('a feature is the first folder under features/', () => {
    expect(featureOf('apps/h5/src/features/loan/confirm/LoanConfirmView.tsx')).toBe('loan');
    expect(featureOf('apps/h5/src/features/order')).toBeUndefined();
    expect(featureOf('apps/h5/src/screen/ScreenLayout.tsx')).toBeUndefined();
  });

  test.each([
    ['apps/h5/src/features/loan/confirm/LoanConfirmView.tsx', true],
    ['apps/h5/src/features/loan/shared/ConfirmLayout.tsx', true],
    ['apps/h5/src/app/StatusPageView.tsx', true],
    ['apps/h5/src/features/loan/confirm/LoanConfirmPage.tsx', false],
    ['apps/h5/src/features/loan/confirm/LoanConfirmView.stories.tsx', false],
    ['apps/h5/src/features/loan/confirm/useLoanConfirm.tsx', false],
    ['apps/h5/src/features/loan/confirm/useLoanConfirm.ts', false],
    ['apps/h5/src/features/loan/confirm/confirmUrls.ts', false],
    ['apps/h5/src/features/loan/confirm/View.test.tsx', false],
    ['apps/h5/src/app/AppShell.tsx', false],
    ['packages/ui/src/Button/ButtonView.tsx', false],
  ])('%s is a view: %s', (file, view) => {
    expect(isView(file)).toBe(view);
  });
});

describe('the rules on sample import graphs', () => {
  test('allowed imports pass', () => {
    expect(
      violationsOf({
        'packages/ui/src/Button/Button.tsx': ['react', 'styled-components', '../theme/index.ts'],
        'apps/h5/src/features/loan/confirm/LoanConfirmView.tsx': [
          '@hiram/ui',
          '../../../i18n/index.ts',
          '../../../screen/index.ts',
          './confirmDisplay.ts',
          '../shared/LoanSummary.tsx',
          { type: '../../../model/index.ts' },
        ],
        'apps/h5/src/features/loan/confirm/LoanConfirmPage.tsx': [
          'react-router-dom',
          '../../../api/index.ts',
          '../../../bridge/index.ts',
          '../../../link/index.ts',
          './LoanConfirmView.tsx',
        ],
        'apps/h5/src/features/loan/confirm/useLoanConfirm.ts': ['../../../api/index.ts'],
        'apps/h5/src/features/loan/confirm/LoanConfirmView.stories.tsx': [
          '../../../link/index.ts',
          'react-router-dom',
        ],
        'apps/h5/src/link/SafeFrame.tsx': ['../screen/SandboxedFrame.tsx', '../i18n/index.ts'],
        'apps/h5/src/routes/routeTable.ts': ['../features/loan/confirm/LoanConfirmPage.tsx'],
        'apps/h5/src/mocks/loan/handlers.ts': ['../../link/hostileCorpus.ts'],
      }),
    ).toEqual([]);
  });

  test('rule 1: packages/ui imports nothing from apps/', () => {
    expect(
      violationsOf({
        'packages/ui/src/Logo/Logo.tsx': ['../../../../apps/h5/src/link/index.ts'],
        'packages/ui/docs/Intro.tsx': ['@hiram/h5', { type: '../../../apps/h5/src/api/types.ts' }],
      }),
    ).toEqual([
      `packages/ui/src/Logo/Logo.tsx: import '../../../../apps/h5/src/link/index.ts' breaks ${RULES.uiStandalone}`,
      `packages/ui/docs/Intro.tsx: import '@hiram/h5' breaks ${RULES.uiStandalone}`,
      `packages/ui/docs/Intro.tsx: import '../../../apps/h5/src/api/types.ts' breaks ${RULES.uiStandalone}`,
    ]);
  });

  test('rule 2: a planted cross-feature import fails, type-only or not', () => {
    expect(
      violationsOf({
        'apps/h5/src/features/loan/x.ts': ['../order/y.ts'],
        'apps/h5/src/features/loan/confirm/LoanConfirmPage.tsx': [
          { type: '../../order/shared/types.ts' },
          '../../order/detail/OrderDetailPage.tsx',
        ],
        'apps/h5/src/features/order/detail/OrderDetailPage.tsx': [
          '../../loan/shared/loanDisplay.ts',
        ],
      }),
    ).toEqual([
      `apps/h5/src/features/loan/x.ts: import '../order/y.ts' breaks ${RULES.featureAlone}`,
      `apps/h5/src/features/loan/confirm/LoanConfirmPage.tsx: import '../../order/shared/types.ts' breaks ${RULES.featureAlone}`,
      `apps/h5/src/features/loan/confirm/LoanConfirmPage.tsx: import '../../order/detail/OrderDetailPage.tsx' breaks ${RULES.featureAlone}`,
      `apps/h5/src/features/order/detail/OrderDetailPage.tsx: import '../../loan/shared/loanDisplay.ts' breaks ${RULES.featureAlone}`,
    ]);
  });

  test('rule 3: shared app modules import no feature', () => {
    const graph: Record<string, string[]> = {};
    for (const module of [
      'api',
      'bridge',
      'link',
      'session',
      'i18n',
      'paths',
      'screen',
      'model',
      'documents',
      'config',
      'platform',
    ]) {
      graph[`apps/h5/src/${module}/index.ts`] = ['../features/order/shared/PageBody.tsx'];
    }
    expect(violationsOf(graph)).toEqual(
      Object.keys(graph).map(
        (file) =>
          `${file}: import '../features/order/shared/PageBody.tsx' breaks ${RULES.sharedNoFeature}`,
      ),
    );
  });

  test('rule 4: a view imports nothing from api, bridge, link or the router, types included, nor the screen hooks built on them', () => {
    expect(
      violationsOf({
        'apps/h5/src/features/loan/shared/ConfirmLayout.tsx': [
          '../../../link/index.ts',
          '../../../link/SafeFrame.tsx',
          { type: '../../../link/checkUrl.ts' },
        ],
        'apps/h5/src/features/order/detail/OrderDetailView.tsx': [
          '../../../api/index.ts',
          '../../../bridge/index.ts',
          'react-router-dom',
          'react-router',
          'react-router/dom',
          { type: '../../../api/index.ts' },
          { type: 'react-router-dom' },
        ],
        'apps/h5/src/app/StatusPageView.tsx': [
          'react-router-dom',
          { from: '../screen/index.ts', names: ['ScreenLayout', 'useDisplayFormat'] },
          { from: '../screen/index.ts', names: ['ScreenLayout', 'usePageBack'] },
          { from: '../screen/index.ts', names: ['*'] },
        ],
        'apps/h5/src/features/order/detail/OrderDetailPage.tsx': [
          { from: '../../../screen/index.ts', names: ['useResource'] },
        ],
      }),
    ).toEqual([
      `apps/h5/src/features/loan/shared/ConfirmLayout.tsx: import '../../../link/index.ts' breaks ${RULES.viewPropsOnly}`,
      `apps/h5/src/features/loan/shared/ConfirmLayout.tsx: import '../../../link/SafeFrame.tsx' breaks ${RULES.viewPropsOnly}`,
      `apps/h5/src/features/loan/shared/ConfirmLayout.tsx: import '../../../link/checkUrl.ts' breaks ${RULES.viewPropsOnly}`,
      `apps/h5/src/features/order/detail/OrderDetailView.tsx: import '../../../api/index.ts' breaks ${RULES.viewPropsOnly}`,
      `apps/h5/src/features/order/detail/OrderDetailView.tsx: import '../../../bridge/index.ts' breaks ${RULES.viewPropsOnly}`,
      `apps/h5/src/features/order/detail/OrderDetailView.tsx: import 'react-router-dom' breaks ${RULES.viewPropsOnly}`,
      `apps/h5/src/features/order/detail/OrderDetailView.tsx: import 'react-router' breaks ${RULES.viewPropsOnly}`,
      `apps/h5/src/features/order/detail/OrderDetailView.tsx: import 'react-router/dom' breaks ${RULES.viewPropsOnly}`,
      `apps/h5/src/features/order/detail/OrderDetailView.tsx: import '../../../api/index.ts' breaks ${RULES.viewPropsOnly}`,
      `apps/h5/src/features/order/detail/OrderDetailView.tsx: import 'react-router-dom' breaks ${RULES.viewPropsOnly}`,
      `apps/h5/src/app/StatusPageView.tsx: import 'react-router-dom' breaks ${RULES.viewPropsOnly}`,
      `apps/h5/src/app/StatusPageView.tsx: import '../screen/index.ts' breaks ${RULES.viewPropsOnly}`,
      `apps/h5/src/app/StatusPageView.tsx: import '../screen/index.ts' breaks ${RULES.viewPropsOnly}`,
    ]);
  });
});
