import type { CityNode } from '@hiram/ui';

const cities = (province: string, names: readonly string[]): CityNode => ({
  label: province,
  value: province,
  children: names.map((name) => ({ label: name, value: `${province}/${name}` })),
});

/** Provinces and their cities, for a bank branch's city; fetched when the form shows one. */
export const places: readonly CityNode[] = [
  cities('Metro Manila', [
    'Caloocan',
    'Las Piñas',
    'Makati',
    'Malabon',
    'Mandaluyong',
    'Manila',
    'Marikina',
    'Muntinlupa',
    'Navotas',
    'Parañaque',
    'Pasay',
    'Pasig',
    'Quezon City',
    'San Juan',
    'Taguig',
    'Valenzuela',
  ]),
  cities('Benguet', ['Baguio', 'La Trinidad']),
  cities('Bulacan', ['Malolos', 'Meycauayan', 'San Jose del Monte']),
  cities('Cavite', ['Bacoor', 'Dasmariñas', 'Imus', 'Tagaytay']),
  cities('Laguna', ['Calamba', 'San Pablo', 'Santa Rosa', 'Biñan']),
  cities('Pampanga', ['Angeles', 'San Fernando']),
  cities('Pangasinan', ['Dagupan', 'San Carlos', 'Urdaneta']),
  cities('Rizal', ['Antipolo', 'Cainta', 'Taytay']),
  cities('Batangas', ['Batangas City', 'Lipa', 'Tanauan']),
  cities('Albay', ['Legazpi', 'Ligao', 'Tabaco']),
  cities('Cebu', ['Cebu City', 'Lapu-Lapu', 'Mandaue', 'Talisay']),
  cities('Iloilo', ['Iloilo City', 'Passi']),
  cities('Negros Occidental', ['Bacolod', 'Silay', 'Talisay']),
  cities('Leyte', ['Tacloban', 'Ormoc']),
  cities('Bohol', ['Tagbilaran']),
  cities('Davao del Sur', ['Davao City', 'Digos']),
  cities('Misamis Oriental', ['Cagayan de Oro', 'Gingoog']),
  cities('South Cotabato', ['General Santos', 'Koronadal']),
  cities('Zamboanga del Sur', ['Zamboanga City', 'Pagadian']),
  cities('Lanao del Norte', ['Iligan']),
];
