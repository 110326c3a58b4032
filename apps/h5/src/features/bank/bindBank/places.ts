import type { CityNode } from '@hiram/ui';
import { placesData } from './placesData.ts';

/**
 * Every province (Metro Manila first) and its cities and municipalities, for a bank branch's
 * city; fetched when the form shows one.
 */
export const places: readonly CityNode[] = placesData.map(([province, cities]) => ({
  label: province,
  value: province,
  children: cities.split('|').map((city) => ({ label: city, value: city })),
}));
