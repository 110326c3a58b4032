// @ts-check
// Writes apps/h5/src/features/bank/bindBank/placesData.json: every province and its cities and
// municipalities, from the Philippine Standard Geographic Code as the MIT-licensed
// @aivangogh/ph-address package (PSA's PSGC, 2025) carries it. Run it when the PSGC changes:
//   npm install --no-save @aivangogh/ph-address@2025.4.4 && node scripts/psgcPlaces.mjs
// Each entry is a province and its places joined by `|` (places.ts reads them).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** @typedef {{ name: string, psgcCode: string }} Place */
/** @type {{ getAllProvinces(): Place[], getMunicipalitiesByProvince(code: string): Place[] }} */
const psgc = (() => {
  try {
    return createRequire(import.meta.url)('@aivangogh/ph-address');
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code !== 'MODULE_NOT_FOUND') throw error;
    console.error('First: npm install --no-save @aivangogh/ph-address@2025.4.4');
    process.exit(1);
  }
})();

/** Metro Manila is a region, not a province; its cities and Pateros hang from the region's code. */
const METRO_MANILA = '1300000000';

/**
 * The PSGC lists its highly urbanized cities outside Metro Manila apart from every province;
 * a borrower looks for one in the province it lies in.
 */
const citiesApart = {
  Pampanga: ['Angeles City'],
  'Negros Occidental': ['Bacolod City'],
  Benguet: ['Baguio City'],
  'Agusan del Norte': ['Butuan City'],
  'Misamis Oriental': ['Cagayan de Oro City'],
  Cebu: ['Cebu City', 'Lapu-Lapu City', 'Mandaue City'],
  'Davao del Sur': ['Davao City'],
  'South Cotabato': ['General Santos City'],
  'Lanao del Norte': ['Iligan City'],
  Iloilo: ['Iloilo City'],
  Quezon: ['Lucena City'],
  Zambales: ['Olongapo City'],
  Palawan: ['Puerto Princesa City'],
  Leyte: ['Tacloban City'],
  'Zamboanga del Sur': ['Zamboanga City'],
};

const byName = (/** @type {string} */ a, /** @type {string} */ b) => a.localeCompare(b, 'en');
const names = (/** @type {string} */ code) =>
  psgc.getMunicipalitiesByProvince(code).map((place) => place.name);

/** @type {[string, string[]][]} */
const provinces = psgc
  .getAllProvinces()
  .map((p) => [
    p.name,
    [
      ...names(p.psgcCode),
      ...(citiesApart[/** @type {keyof typeof citiesApart} */ (p.name)] ?? []),
    ].sort(byName),
  ]);
for (const province of Object.keys(citiesApart)) {
  if (!provinces.some(([name]) => name === province)) throw new Error(`No province ${province}`);
}
/** @type {[string, string[]][]} */
const places = [
  ['Metro Manila', names(METRO_MANILA).sort(byName)],
  ...provinces.sort(([a], [b]) => byName(a, b)),
];
for (const [province, cities] of places) {
  if (cities.length === 0 || cities.some((city) => city.includes('|')))
    throw new Error(`Bad cities for ${province}`);
}

const out = fileURLToPath(
  new URL('../apps/h5/src/features/bank/bindBank/placesData.json', import.meta.url),
);
writeFileSync(
  out,
  `${JSON.stringify(places.map(([province, cities]) => [province, cities.join('|')]))}\n`,
);
console.log(`${places.length} provinces, ${places.reduce((n, [, c]) => n + c.length, 0)} places`);
