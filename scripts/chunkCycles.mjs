// @ts-check

/** @typedef {{ file: string; imports?: string[] }} ManifestChunk */

/**
 * Chunks that import themselves through their static imports, each cycle as its files in import
 * order, the first repeated at the end. Between chunks a cycle is a load-order bug waiting: the
 * chunk that runs first calls into the other before that one has defined anything.
 * @param {Record<string, ManifestChunk>} manifest Vite's build manifest
 * @returns {string[][]}
 */
export function chunkCycles(manifest) {
  /** @type {string[][]} */
  const cycles = [];
  /** @type {Map<string, 'visiting' | 'done'>} */
  const state = new Map();
  /** @param {string} key @param {string[]} path */
  const visit = (key, path) => {
    const seen = state.get(key);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      cycles.push([...path.slice(path.indexOf(key)), key].map((k) => manifest[k]?.file ?? k));
      return;
    }
    state.set(key, 'visiting');
    for (const next of manifest[key]?.imports ?? []) visit(next, [...path, key]);
    state.set(key, 'done');
  };
  for (const key of Object.keys(manifest)) visit(key, []);
  return cycles;
}
