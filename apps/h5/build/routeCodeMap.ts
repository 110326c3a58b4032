import { createHash } from 'node:crypto';
import type { RouteSource } from '../src/routes/routeSources.ts';
import { chunkPreloads, type Manifest } from './chunkPreloads.ts';

/** What a route's screen needs beyond the code every started page has: see `src/app/routeCode.ts`. */
export interface RouteCodeEntry {
  code: string[];
  /** Per language, the chunks of the screen's and its parts' words. */
  text: Record<string, string[]>;
}

/** The languages the build has words for in `folder`: its `<locale>.ts` files in the manifest. */
function localesOf(manifest: Manifest, folder: string): string[] {
  const prefix = `src/${folder}/`;
  return Object.keys(manifest)
    .filter((key) => key.startsWith(prefix) && /^[\w-]+\.ts$/.test(key.slice(prefix.length)))
    .map((key) => key.slice(prefix.length, -'.ts'.length));
}

/**
 * For each route, every chunk its screen and parts import, however deep, but the ones `shared`
 * (the app's start) already loads, and the chunks of their words in each language. An in-app
 * navigation preloads them side by side instead of finding each level's imports one round trip
 * after the one before.
 */
export function routeCodeMap(
  manifest: Manifest,
  sources: Readonly<Record<string, RouteSource>>,
  { shared, base }: { shared: readonly string[]; base: string },
): Record<string, RouteCodeEntry> {
  const started = new Set(chunkPreloads(manifest, shared, base));
  const beyondStart = (keys: string[]) =>
    chunkPreloads(manifest, keys, base).filter((file) => !started.has(file));
  return Object.fromEntries(
    Object.entries(sources).map(([id, { screen, text, parts = [] }]) => {
      const folders = [text, ...parts.map((part) => part.text)];
      const locales = [...new Set(folders.flatMap((folder) => localesOf(manifest, folder)))];
      const words = locales.map((locale) => {
        const files = folders.map((folder) => `src/${folder}/${locale}.ts`);
        return [locale, beyondStart(files.filter((file) => file in manifest))] as const;
      });
      const entry: RouteCodeEntry = {
        code: beyondStart(
          [screen, ...parts.flatMap((part) => (part.module ? [part.module] : []))].map(
            (module) => `src/${module}`,
          ),
        ),
        text: Object.fromEntries(words),
      };
      return [id, entry];
    }),
  );
}

/** The map as the file the pages name: its name carries its content's hash, so it may be cached for good. */
export function routeCodeFile(map: Record<string, RouteCodeEntry>): { name: string; body: string } {
  const body = JSON.stringify(map);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 8);
  return { name: `assets/routeCode-${hash}.json`, body };
}
