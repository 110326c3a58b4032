import { posix } from 'node:path';

/** One import of a file: what it wrote, where that leads (repo-relative or a package name). */
export interface ImportEdge {
  specifier: string;
  target: string;
  /** `import type`, `export type … from`, all-`type` named imports: gone after compiling. */
  typeOnly: boolean;
  /** The names it takes (`*` for a namespace or `export *`); none for a default or a bare import. */
  names: readonly string[];
}

export const RULES = {
  uiStandalone: 'rule 1 (packages/ui imports nothing from apps/)',
  featureAlone: 'rule 2 (a feature imports no other feature)',
  sharedNoFeature: 'rule 3 (shared app modules import no feature)',
  viewPropsOnly:
    'rule 4 (a view imports no API, bridge, link guard or router, nor the screen hooks built on them)',
} as const;

const APP = 'apps/h5/src/';
const FEATURES = `${APP}features/`;
const SHARED_MODULES = [
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
].map((name) => `${APP}${name}/`);
const VIEW_FORBIDDEN_MODULES = ['api', 'bridge', 'link'].map((name) => `${APP}${name}/`);
/** What `screen/` offers pages, not views: the router, the bridge, the link guard, the API. */
const SCREEN = `${APP}screen/`;
const VIEW_FORBIDDEN_SCREEN_HOOKS = new Set([
  '*',
  'useNavigateOnce',
  'usePageBack',
  'useReturnTo',
  'useFollowLink',
  'useReturnFromApp',
  'useResource',
]);
const ROUTER_PACKAGES = ['react-router', 'react-router-dom'];
const PACKAGE_PATHS: Readonly<Record<string, string>> = {
  '@hiram/ui': 'packages/ui/src/index.ts',
  '@hiram/h5': 'apps/h5',
};

/** Where an import leads: relative specifiers become repo-relative paths, packages stay names. */
export function resolveSpecifier(file: string, specifier: string): string {
  const bare = specifier.replace(/[?#].*$/, '');
  if (bare.startsWith('.')) return posix.normalize(posix.join(posix.dirname(file), bare));
  return PACKAGE_PATHS[bare] ?? bare;
}

/** `features/<name>/…` → `<name>`; files outside a feature folder have none. */
export function featureOf(path: string): string | undefined {
  if (!path.startsWith(FEATURES)) return undefined;
  const [name, ...rest] = path.slice(FEATURES.length).split('/');
  return rest.length > 0 ? name : undefined;
}

const NOT_VIEW = [/Page\.tsx$/, /\.stories\.tsx$/, /\.test\.tsx$/, /(^|\/)use[A-Z][^/]*\.tsx$/];

/** `*View.tsx`, and any other component file of a feature that is not its Page, story or hook. */
export function isView(file: string): boolean {
  if (!file.startsWith(APP) || !file.endsWith('.tsx')) return false;
  if (file.endsWith('View.tsx')) return true;
  return file.startsWith(FEATURES) && !NOT_VIEW.some((pattern) => pattern.test(file));
}

function isUnder(path: string, folder: string): boolean {
  return path === folder.slice(0, -1) || path.startsWith(folder);
}

function isRouter(target: string): boolean {
  return ROUTER_PACKAGES.some((name) => target === name || target.startsWith(`${name}/`));
}

function brokenRule(file: string, edge: ImportEdge): string | undefined {
  const { target } = edge;
  if (file.startsWith('packages/ui/') && isUnder(target, 'apps/')) return RULES.uiStandalone;
  const from = featureOf(file);
  const to = featureOf(target);
  if (from !== undefined && to !== undefined && from !== to) return RULES.featureAlone;
  if (SHARED_MODULES.some((folder) => file.startsWith(folder)) && isUnder(target, FEATURES)) {
    return RULES.sharedNoFeature;
  }
  // Type-only imports count too: a view's props come from `model/`, not from the API's modules.
  if (
    isView(file) &&
    (isRouter(target) ||
      VIEW_FORBIDDEN_MODULES.some((folder) => isUnder(target, folder)) ||
      (isUnder(target, SCREEN) && edge.names.some((name) => VIEW_FORBIDDEN_SCREEN_HOOKS.has(name))))
  ) {
    return RULES.viewPropsOnly;
  }
  return undefined;
}

/** Every import of `file` (repo-relative) that breaks a boundary, as `file: import 'x' breaks …`. */
export function importViolations(file: string, edges: readonly ImportEdge[]): string[] {
  return edges.flatMap((edge) => {
    const rule = brokenRule(file, edge);
    return rule ? [`${file}: import '${edge.specifier}' breaks ${rule}`] : [];
  });
}
