import { describe, expect, test } from 'vitest';
import { cityPath, cityText } from './cityText.ts';
import { places } from './places.ts';

describe('city text', () => {
  test('a chosen place is sent as its names, top level first', () => {
    expect(cityText(places, ['Metro Manila', 'Metro Manila/Makati'])).toBe('Metro Manila, Makati');
  });

  test('the text reads back as the picker’s path', () => {
    expect(cityPath(places, 'Cebu, Mandaue')).toEqual(['Cebu', 'Cebu/Mandaue']);
    expect(
      cityPath(places, cityText(places, ['Negros Occidental', 'Negros Occidental/Talisay'])),
    ).toEqual(['Negros Occidental', 'Negros Occidental/Talisay']);
  });

  test('text naming no complete place has no path', () => {
    expect(cityPath(places, '')).toBeNull();
    expect(cityPath(places, 'Cebu')).toBeNull();
    expect(cityPath(places, 'Atlantis, Cebu')).toBeNull();
    expect(cityPath(places, 'Cebu, Makati')).toBeNull();
  });

  test('every place has a unique value and a city under each province', () => {
    const values = places.flatMap((province) => [
      province.value,
      ...(province.children ?? []).map((city) => city.value),
    ]);
    expect(new Set(values).size).toBe(values.length);
    for (const province of places) expect(province.children?.length).toBeGreaterThan(0);
  });
});
