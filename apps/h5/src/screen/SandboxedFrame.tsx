import { ErrorState } from '@hiram/ui';
import { styled } from 'styled-components';
import { useT } from '../i18n/index.ts';

/**
 * Agreement and privacy pages are read-only text, often drawn by script and keeping state in
 * their own storage: they get scripts, their own origin, and popups so their links still open.
 * No forms and never `allow-top-navigation`: the page cannot take the app's window away.
 * A same-origin page with scripts could lift its own sandbox; it is this app's own content.
 */
const SANDBOX = 'allow-scripts allow-same-origin allow-popups';
/**
 * A page whole in its HTML (this app's prerendered text) needs no script: none runs, none is
 * fetched. Without scripts its origin grants nothing, and keeping it lets the browser lay the
 * page out in the host's process: an opaque origin costs a renderer process of its own.
 */
const SANDBOX_WITHOUT_SCRIPTS = 'allow-same-origin allow-popups';

/** Without scripts the waiting frames never load: they give their place to their stand-ins. */
const NO_SCRIPT_RULE = 'iframe[data-frame-src]{display:none}';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
`;

export interface SandboxedFrameProps {
  /** An address the link guard already allowed; `undefined` when it refused one. */
  src: string | undefined;
  /** Names the embedded page for screen readers. */
  title: string;
  /** `false` for a page that reads whole without its scripts: it then costs the host page no script work. */
  scripts?: boolean;
  className?: string;
}

/**
 * An embedded page in a sandbox, or the refusal in its place.
 *
 * The page's address waits in `data-frame-src` and the frame starts empty: a frame in the HTML
 * would be fetched while the host page is still laid out, and on a slow link its document would
 * hold back the host's first paint. A prerendered page's inline loader gives the frame its `src`
 * beside the app's code, after that paint (`prerender/pageHtml.ts`); its ref does it for a frame
 * the app renders. React never owns `src`: setting it again would reload the page.
 */
export function SandboxedFrame({ src, title, scripts = true, className }: SandboxedFrameProps) {
  const t = useT();
  if (src === undefined) {
    return (
      <ErrorState
        className={className}
        title={t('link.frameBlocked')}
        message={t('link.blocked')}
      />
    );
  }
  const frame = {
    className,
    title,
    sandbox: scripts ? SANDBOX : SANDBOX_WITHOUT_SCRIPTS,
    referrerPolicy: 'no-referrer',
  } as const;
  return (
    <>
      <Frame
        {...frame}
        ref={(element) => {
          if (element && element.getAttribute('src') !== src) element.setAttribute('src', src);
        }}
        data-frame-src={src}
        // The inline loader may have set `src` before hydration: the one attribute React did not render.
        suppressHydrationWarning
      />
      {/* Without scripts nothing sets `src`: a frame that has it stands in. */}
      <noscript>
        <style>{NO_SCRIPT_RULE}</style>
        <Frame {...frame} src={src} />
      </noscript>
    </>
  );
}
