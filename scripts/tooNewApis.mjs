// @ts-check
/**
 * Calls to JavaScript built-ins newer than the app's support floor (README: iOS 15, Android
 * WebView 88), which the build target's syntax lowering does not touch: unguarded, each one
 * crashes the screen that runs it on older web views. A feature test or fallback must not call
 * them this way (`typeof AbortSignal.timeout === 'function'` is fine).
 */
/** @type {[string, RegExp][]} */
const TOO_NEW = [
  ['Object.hasOwn(', /\bObject\.hasOwn\(/],
  ['.at(', /\.at\(/],
  ['.findLast(', /\.findLast(?:Index)?\(/],
  ['structuredClone(', /\bstructuredClone\(/],
  ['Object.groupBy(', /\bObject\.groupBy\(/],
  ['Promise.withResolvers(', /\bPromise\.withResolvers\(/],
  ['.toSorted(', /\.to(?:Sorted|Reversed|Spliced)\(/],
];

/** @param {string} code @returns {string[]} the too-new calls `code` makes */
export function tooNewApis(code) {
  return TOO_NEW.filter(([, pattern]) => pattern.test(code)).map(([name]) => name);
}
