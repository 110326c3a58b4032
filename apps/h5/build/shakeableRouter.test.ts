import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { afterAll, describe, expect, test } from 'vitest';
import { markRouterPure, shakeableRouter } from './shakeableRouter.ts';

const modules = fileURLToPath(new URL('../../../node_modules/', import.meta.url));
// Inside the repository, so the app's imports resolve to its packages.
mkdirSync(join(modules, '.cache'), { recursive: true });
const root = mkdtempSync(join(modules, '.cache', 'hiram-shakeable-router-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const routerBuild = (file: string) => join(modules, 'react-router/dist/production', file);

/** An app that routes and navigates but renders no link and no form. */
const APP = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
function Here() {
  const navigate = useNavigate();
  return h('button', { onClick: () => navigate('/next') }, useLocation().pathname);
}
createRoot(document.body).render(
  h(BrowserRouter, null, h(Routes, null, h(Route, { path: '*', element: h(Here) }))),
);
`;

/** The app's code, minified as the app's build does, with React Router's production build. */
async function buildApp(plugins: Plugin[]): Promise<string> {
  const dir = mkdtempSync(join(root, 'app-'));
  writeFileSync(join(dir, 'main.js'), APP);
  const output = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins,
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: routerBuild('index.mjs') },
        { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
      ],
    },
    build: { write: false, rolldownOptions: { input: join(dir, 'main.js') } },
  });
  const [result] = Array.isArray(output) ? output : [output];
  if (!result || !('output' in result)) throw new Error('no build output');
  return result.output.flatMap((file) => (file.type === 'chunk' ? [file.code] : [])).join('\n');
}

/** Said only by `<Form>`'s submission code, which a page without forms never runs. */
const FORM_ONLY = 'without a <form>';
/** Said by the router the app does use. */
const ROUTES = 'useRoutes() may be used only in the context of a <Router> component.';

describe('shakeableRouter', () => {
  test("the components the app never renders are left out of its build, the router it uses isn't", async () => {
    const shaken = await buildApp([shakeableRouter()]);
    expect(shaken).toContain(ROUTES);
    expect(shaken).not.toContain(FORM_ONLY);
    const whole = await buildApp([]);
    expect(whole).toContain(FORM_ONLY);
    expect(shaken.length).toBeLessThan(whole.length - 10_000);
  });

  test('marks top-level components and contexts pure, drops their names and keeps every line', () => {
    const code = [
      'var Link = React10.forwardRef(function LinkWithRef() {});',
      'Link.displayName = "Link";',
      'var RouteContext = React.createContext(null);',
      'var Memo = React3.memo(Inner);',
      'route.displayName = name;',
    ].join('\n');
    expect(markRouterPure(code)).toBe(
      [
        'var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef() {});',
        '',
        'var RouteContext = /* @__PURE__ */ React.createContext(null);',
        'var Memo = /* @__PURE__ */ React3.memo(Inner);',
        'route.displayName = name;',
      ].join('\n'),
    );
  });
});
