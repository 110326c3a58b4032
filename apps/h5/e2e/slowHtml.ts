import { proxyOf } from './proxy.ts';

/**
 * Serves `appUrl`'s files through a pause: each HTML document stops just after the first `cut`
 * in its body for `pauseMs`, as a slow network delivers a page in pieces. The browser paints
 * what it has meanwhile, so a layout that depends on what is still to come shifts when it comes.
 */
export function servedInPieces(appUrl: string, cut: string, pauseMs: number) {
  return proxyOf(appUrl, ({ type, body }, response) => {
    const text = body.toString();
    const at = type.includes('text/html') ? text.indexOf(cut, text.indexOf('<body')) : -1;
    if (at < 0) {
      response.end(body);
      return;
    }
    response.write(text.slice(0, at + cut.length));
    setTimeout(() => response.end(text.slice(at + cut.length)), pauseMs);
  });
}
