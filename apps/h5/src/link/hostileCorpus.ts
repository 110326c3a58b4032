/**
 * Hostile input in one place, for the guard's tests, the mock scenario `hostile` and the screen
 * stories. Every URL is one the app (origin `https://app.example`, allowed host
 * `allowed.example`) must refuse: never navigate to, open, embed or show as an image. Every
 * payload must be shown as text; the ones that would run script if rendered as HTML set
 * `window[HOSTILE_MARKER]`, so a story asserts `Reflect.get(window, HOSTILE_MARKER)` stays
 * undefined.
 */
export const HOSTILE_MARKER = '__hiramHostileRan';

const RUN = `window.${HOSTILE_MARKER}=true`;

export const hostileUrls: readonly string[] = [
  // javascript: in every spelling
  `javascript:${RUN}`,
  `JavaScript:${RUN}`,
  `JAVASCRIPT:${RUN}`,
  `jAvAsCrIpT:alert(document.domain);${RUN}`,
  `   javascript:${RUN}`,
  `\tjavascript:${RUN}`,
  `\n javascript:${RUN}`,
  `java\tscript:${RUN}`,
  `java\nscript:${RUN}`,
  `java\rscript:${RUN}`,
  `java script:${RUN}`,
  `javascript&colon;${RUN}`,
  `javascript&#58;${RUN}`,
  `&#106;avascript:${RUN}`,
  `&#x6A;avascript&#x3A;${RUN}`,
  `java&Tab;script:${RUN}`,
  `%6Aavascript:${RUN}`,
  `%6A%61%76%61%73%63%72%69%70%74%3A${RUN}`,
  `javascript%3A${RUN}`,
  `java%0ascript:${RUN}`,
  `javascript://allowed.example/%0a${RUN}`,
  // other schemes that run script or read local data
  `data:text/html,<script>${RUN}</script>`,
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19oaXJhbUhvc3RpbGVSYW49dHJ1ZTwvc2NyaXB0Pg==',
  `DATA:text/javascript,${RUN}`,
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0id2luZG93Ll9faGlyYW1Ib3N0aWxlUmFuPXRydWUiLz4=',
  `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${RUN}"/>`,
  'vbscript:msgbox("hostile")',
  'blob:https://app.example/0b6c1f2e-6a1d-4c3e-9f55-hostile',
  'file:///etc/passwd',
  'filesystem:https://app.example/temporary/hostile.html',
  // another host through path and scheme tricks
  '//evil.example',
  '///evil.example/path',
  'https:evil.example',
  'https:/evil.example',
  '\\\\evil.example',
  '/\\evil.example',
  'https://allowed.example\\@evil.example',
  'https://app.example//evil.example',
  '/..//evil.example',
  'https://evil.example',
  'https://evil.example#@allowed.example',
  'https://evil.example?@allowed.example',
  // userinfo and lookalike hosts
  'https://app.example@evil.example',
  'https://allowed.example%2F@evil.example',
  'https://user:secret@allowed.example/',
  'https://app.example.evil.example/',
  'https://allowed.example.evil.example/loanDetail',
  'https://evil-allowed.example/',
  'https://a11owed.example/',
  // IDN homographs (Cyrillic а) and their punycode
  'https://аpp.example/',
  'https://аllowed.example/',
  'https://allowed.exаmple/',
  'https://xn--pp-6kc.example/',
  'https://xn--llowed-2nf.example/',
  // the right host on another port or scheme
  'https://app.example:8443/',
  'https://allowed.example:444/',
  'http://app.example/loanDetail',
];

export const hostilePayloads: readonly string[] = [
  `<script>${RUN}</script>`,
  `<ScRiPt>${RUN}</sCrIpT>`,
  `<scr<script>ipt>${RUN}</scr</script>ipt>`,
  `<img src=x onerror="${RUN}">`,
  `<svg onload="${RUN}">`,
  `"><script>${RUN}</script>`,
  `'><img src=x onerror=${RUN}>`,
  `" onmouseover="${RUN}`,
  `</textarea><script>${RUN}</script>`,
  `</title><svg/onload=${RUN}>`,
  `<a href="javascript:${RUN}">Tap to claim</a>`,
  `<iframe srcdoc="<script>parent.${HOSTILE_MARKER}=true</script>"></iframe>`,
  `<body onload=${RUN}>`,
  `<details open ontoggle=${RUN}>`,
  `<input autofocus onfocus=${RUN}>`,
  `<video><source onerror="${RUN}"></video>`,
  `<object data="javascript:${RUN}"></object>`,
  `<form action="javascript:${RUN}"><button>Pay</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `&lt;script&gt;${RUN}&lt;/script&gt;`,
  `%3Cscript%3E${RUN}%3C/script%3E`,
  `{{constructor.constructor('${RUN}')()}}`,
  `\${${RUN}}`,
  `{{7*7}} \${7*7} <%= 7*7 %> #{7*7}`,
  'Loan approved\u202Efdp.exe',
  '\u2067Repay now\u2069 \u202Dhttps://app.example\u202C',
  'Zero\u200Bwidth\u200Cjoin\u200Dand\uFEFFBOM',
];
