import type { Plugin } from 'vite';

/** The production build of React Router the app's builds take (see `reactRouterProduction`). */
const ROUTER_BUILD = /\/node_modules\/react-router\/dist\/production\/[^/]+\.mjs$/;

/** `var Link = React10.forwardRef(`: a component or context made at the module's top level. */
const MADE = /= (React\d*)\.(forwardRef|memo|createContext)\(/g;

/** `Link.displayName = "Link";` on a line of its own. */
const NAMED = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/**
 * Lets the bundler drop what React Router's build makes but the app never uses. Its components and
 * contexts are made by calls it does not mark as pure, and named by a property write after each,
 * and either keeps them all: `<Link>`, `<NavLink>`, `<Form>` and everything they use shipped on
 * every page. The calls are marked pure and the names (which only the React developer tools
 * read) are left out; the lines stay where they were, so the source map still fits.
 */
export function markRouterPure(code: string): string {
  return code
    .replace(MADE, (_, react: string, maker: string) => `= /* @__PURE__ */ ${react}.${maker}(`)
    .replace(NAMED, '');
}

/** The transform above, for React Router's production build. */
export function shakeableRouter(): Plugin {
  return {
    name: 'hiram-shakeable-router',
    transform: {
      filter: { id: ROUTER_BUILD },
      handler(code) {
        const next = markRouterPure(code);
        return next === code ? null : { code: next, map: null };
      },
    },
  };
}
