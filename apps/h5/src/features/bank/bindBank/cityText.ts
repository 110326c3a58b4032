import { type CityNode, isCompletePath, labelsFor } from '@hiram/ui';

/** Between a place's levels in the value sent, e.g. `Metro Manila, Makati`. */
const SEPARATOR = ', ';

/** The text kept and sent for a chosen place: its names from the top level down. */
export function cityText(places: readonly CityNode[], path: readonly string[]): string {
  return labelsFor(places, path).join(SEPARATOR);
}

/** The place `text` names, as the picker's path; `null` when it names no complete place. */
export function cityPath(places: readonly CityNode[], text: string): string[] | null {
  const path: string[] = [];
  let level: readonly CityNode[] | undefined = places;
  for (const name of text.split(SEPARATOR)) {
    const node: CityNode | undefined = level?.find((place) => place.label === name.trim());
    if (!node) return null;
    path.push(node.value);
    level = node.children;
  }
  return isCompletePath(places, path) ? path : null;
}
