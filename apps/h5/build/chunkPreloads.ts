/** The part of Vite's `.vite/manifest.json` entries this needs. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The JavaScript files the modules `keys` need before they can run: their chunks and every
 * chunk those import statically, in load order, each once, as URLs under `base`.
 */
export function chunkPreloads(manifest: Manifest, keys: readonly string[], base = '/'): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (chunk.file.endsWith('.js')) files.push(`${base}${chunk.file}`);
  };
  for (const key of keys) visit(key);
  return files;
}
