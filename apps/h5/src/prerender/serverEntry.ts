/** The prerender build's entry: what the build plugin needs to write every route's page. */
export { pageHtml } from './pageHtml.ts';
export { prerenderPlan } from './prerenderPlan.ts';
export { renderPage } from './renderPage.tsx';
