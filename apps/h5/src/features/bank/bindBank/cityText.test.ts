import { describe, expect, test } from 'vitest';
import { cityPath, cityText } from './cityText.ts';
import { placesFrom } from './places.ts';
import placesData from './placesData.json';

const places = placesFrom(placesData);

describe('city text', () => {
  test('a chosen place is sent as its names, top level first', () => {
    expect(cityText(places, ['Metro Manila', 'Makati City'])).toBe('Metro Manila, Makati City');
  });

  test('the text reads back as the picker’s path', () => {
    expect(cityPath(places, 'Cebu, Mandaue City')).toEqual(['Cebu', 'Mandaue City']);
    expect(cityPath(places, cityText(places, ['Negros Occidental', 'Talisay City']))).toEqual([
      'Negros Occidental',
      'Talisay City',
    ]);
  });

  test('spaces around a level name still read back as the place', () => {
    expect(cityPath(places, 'Cebu,  Mandaue City ')).toEqual(['Cebu', 'Mandaue City']);
  });

  test('text naming no complete place has no path', () => {
    expect(cityPath(places, '')).toBeNull();
    expect(cityPath(places, 'Cebu')).toBeNull();
    expect(cityPath(places, 'Atlantis, Cebu')).toBeNull();
    expect(cityPath(places, 'Cebu, Makati City')).toBeNull();
  });

  test('every province has cities, each named once within it', () => {
    const provinces = places.map((province) => province.value);
    expect(new Set(provinces).size).toBe(provinces.length);
    for (const province of places) {
      const cities = (province.children ?? []).map((city) => city.value);
      expect(cities.length).toBeGreaterThan(0);
      expect(new Set(cities).size).toBe(cities.length);
    }
  });

  test('covers the whole country: Metro Manila and all 82 provinces, with their cities', () => {
    expect(places[0]?.label).toBe('Metro Manila');
    expect(places).toHaveLength(83);
    const named = (text: string) => cityPath(places, text) !== null;
    // Places the first list missed (Tarlac, Naga, Dumaguete, General Trias, San Pedro), and
    // highly urbanized cities, which the PSGC lists apart from their provinces.
    for (const text of [
      'Tarlac, Tarlac City',
      'Camarines Sur, Naga City',
      'Negros Oriental, Dumaguete City',
      'Cavite, General Trias City',
      'Laguna, San Pedro City',
      'Davao del Sur, Davao City',
      'Cebu, Cebu City',
      'Benguet, Baguio City',
      'Metro Manila, Pateros',
    ])
      expect(named(text), text).toBe(true);
  });
});
