import { toast } from '@hiram/ui';
import { config } from '../config/env.ts';
import { en } from '../i18n/catalogues/en.ts';
import { checkImageSrc } from './checkImage.ts';
import { checkUrl, type UrlCheck } from './checkUrl.ts';
import { appSchemeOf, checkNativeTarget } from './nativeTarget.ts';

export interface LinkGuardWindow {
  location: Pick<Location, 'origin' | 'assign' | 'replace'>;
}

export type InAppNavigate = (path: string, options: { replace: boolean }) => void;

export interface LinkGuardHooks {
  /** Called whenever a link is refused, e.g. to toast the catalogue's `link.blocked`. */
  onBlocked: () => void;
  /** Follows same-origin paths, e.g. the router's `navigate`; without it the page loads anew. */
  navigateInApp?: InAppNavigate;
  /** Leaves the app for an allowed URL; without it the window's location changes (Storybook records instead). */
  leaveApp?: InAppNavigate;
}

export interface LinkGuardOptions extends LinkGuardHooks {
  /** The brand's app-link scheme (`hiram:`), which `nativeTarget` hands to native; none if null. */
  appScheme?: string | null;
  /** Read at every call, so the guard can be created before (or without) a window. */
  window: () => LinkGuardWindow;
  allowedHosts: readonly string[];
}

export interface LinkGuard {
  /** The pure decision for this app's origin and allow list; never calls `onBlocked`. */
  check(raw: unknown): UrlCheck;
  /** Goes to the link in this window; `false` (and `onBlocked`) when refused. */
  navigate(raw: unknown, options?: { replace?: boolean }): boolean;
  /**
   * A `src` for `<iframe sandbox>`, or `undefined`; never calls `onBlocked`: the frame shows the
   * refusal in the page's place.
   */
  frame(raw: unknown): string | undefined;
  /** What the bridge may send to native `openPage`, or `null` (and `onBlocked`). */
  nativeTarget(raw: unknown): string | null;
  /** An image `src`, or `undefined` for the component's fallback; never calls `onBlocked`. */
  image(raw: unknown): string | undefined;
  /**
   * An image `src` that the page's own URL gives: http(s) only, as contract section 6 says, so
   * never an inline picture. A link anyone can send must not put a picture of its own (a QR code
   * that pays someone else) on this origin's pages. `undefined` for the component's fallback.
   */
  urlImage(raw: unknown): string | undefined;
  /** Sets the hooks the app only has after start-up (the router, the translated toast). */
  configure(hooks: Partial<LinkGuardHooks>): void;
}

/** The one place that navigates away or embeds a page (contract section 6). */
export function createLinkGuard(options: LinkGuardOptions): LinkGuard {
  const hooks: LinkGuardHooks = { onBlocked: options.onBlocked };
  if (options.navigateInApp) hooks.navigateInApp = options.navigateInApp;
  if (options.leaveApp) hooks.leaveApp = options.leaveApp;

  const policy = () => ({
    origin: options.window().location.origin,
    allowedHosts: options.allowedHosts,
  });
  const check = (raw: unknown) => checkUrl(raw, policy());

  /** The allowed address, quietly `undefined` when refused: a frame or picture shows its fallback. */
  const quietly = (raw: unknown): string | undefined => {
    const link = check(raw);
    return link.ok ? link.url : undefined;
  };

  const allowed = (raw: unknown): Extract<UrlCheck, { ok: true }> | null => {
    const result = check(raw);
    if (result.ok) return result;
    hooks.onBlocked();
    return null;
  };

  return {
    check,
    navigate(raw, { replace = false } = {}) {
      const link = allowed(raw);
      if (!link) return false;
      if (!link.external && hooks.navigateInApp) {
        hooks.navigateInApp(link.url, { replace });
      } else if (hooks.leaveApp) {
        hooks.leaveApp(link.url, { replace });
      } else {
        const { location } = options.window();
        if (replace) location.replace(link.url);
        else location.assign(link.url);
      }
      return true;
    },
    frame: quietly,
    nativeTarget(raw) {
      const result = checkNativeTarget(raw, policy(), options.appScheme ?? null);
      if (result.ok) return result.target;
      hooks.onBlocked();
      return null;
    },
    image: (raw) => checkImageSrc(raw, policy()),
    urlImage: quietly,
    configure(next) {
      if (next.onBlocked) hooks.onBlocked = next.onBlocked;
      if ('navigateInApp' in next) hooks.navigateInApp = next.navigateInApp;
      if ('leaveApp' in next) hooks.leaveApp = next.leaveApp;
    },
  };
}

export const linkGuard: LinkGuard = createLinkGuard({
  window: () => window,
  allowedHosts: config.redirectHosts,
  appScheme: appSchemeOf(config.appSchemeUrl),
  onBlocked: () => toast.show(en['link.blocked']),
});
