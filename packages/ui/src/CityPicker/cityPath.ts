/** One place in a cascade, e.g. a region whose children are provinces whose children are cities. */
export interface CityNode {
  /** The place's name, in the list and on its level's tab. */
  label: string;
  /** What `value` and `onConfirm` hold for this place; unique among its siblings. */
  value: string;
  /** The places one level down; without any, the place is the last level and can be confirmed. */
  children?: readonly CityNode[] | undefined;
}

/** The nodes `path` names, level by level, up to the first value not found. */
export function resolvePath(options: readonly CityNode[], path: readonly string[]): CityNode[] {
  const nodes: CityNode[] = [];
  let level: readonly CityNode[] | undefined = options;
  for (const value of path) {
    const node: CityNode | undefined = level?.find((item) => item.value === value);
    if (!node) break;
    nodes.push(node);
    level = node.children;
  }
  return nodes;
}

/** The labels of the nodes `path` names, e.g. `['Luzon', 'Metro Manila', 'Makati']`. */
export function labelsFor(options: readonly CityNode[], path: readonly string[]): string[] {
  return resolvePath(options, path).map((node) => node.label);
}

const hasChildren = (node: CityNode | undefined) => (node?.children?.length ?? 0) > 0;

/** Whether every value of `path` is found and the last one is a leaf. */
export function isCompletePath(options: readonly CityNode[], path: readonly string[]): boolean {
  const nodes = resolvePath(options, path);
  return nodes.length > 0 && nodes.length === path.length && !hasChildren(nodes[nodes.length - 1]);
}

/** The choices at `level` (0 for the top) once the levels above it are chosen as in `path`. */
export function optionsAt(
  options: readonly CityNode[],
  path: readonly string[],
  level: number,
): readonly CityNode[] {
  if (level === 0) return options;
  return resolvePath(options, path.slice(0, level))[level - 1]?.children ?? [];
}

/**
 * The path after choosing `value` at `level`: the levels below it are cleared, unless `value` is
 * the place already chosen there, whose levels below still stand.
 */
export function choosePath(path: readonly string[], level: number, value: string): string[] {
  if (path[level] === value) return [...path];
  return [...path.slice(0, level), value];
}

/** The level to show for a path: the leaf's own when complete, else the first one not chosen. */
export function openLevel(options: readonly CityNode[], path: readonly string[]): number {
  const depth = resolvePath(options, path).length;
  return isCompletePath(options, path) ? depth - 1 : depth;
}
