import { readFileSync } from 'node:fs';
import { haversineMeters, type LatLng } from '@shared/geo.js';
import { normaliseSearchText } from '@shared/search-text.js';

/** A Croatian place of the gazetteer: GeoNames name, coordinates and county (GeoNames admin1 code). */
export interface Place extends LatLng {
  name: string;
  county: string;
}

interface GazetteerFile {
  source: string;
  regions: Record<string, { counties: string[] }>;
  postcodes: Record<string, number>;
  places: [string, number, number, string][];
}

/** Border towns may sit in a neighbouring county yet use the region's codes; this far from the head office they count. */
const REGION_REACH_M = 50_000;

/**
 * The offline gazetteer (hr-places.json, rebuilt by scripts/build-gazetteer.ts): places by folded name, postal
 * regions by the code's first two digits, and head post offices by code. Loaded once, read only.
 * docs/decisions/0060-offline-gazetteer.md
 */
export class Gazetteer {
  readonly source: string;
  private readonly byName = new Map<string, Place[]>();
  private readonly regions: Map<string, { counties: Set<string> }>;
  private readonly offices = new Map<string, Place>();
  /** The longest place name in words: longer runs of address words need no lookup. */
  readonly maxNameWords: number;

  constructor(file: GazetteerFile) {
    this.source = file.source;
    const places = file.places.map(([name, lat, lng, county]): Place => ({ name, lat, lng, county }));
    let maxWords = 1;
    for (const place of places) {
      const key = foldPlaceName(place.name);
      maxWords = Math.max(maxWords, key.split(' ').length);
      this.byName.set(key, [...(this.byName.get(key) ?? []), place]);
    }
    this.maxNameWords = maxWords;
    this.regions = new Map(
      Object.entries(file.regions).map(([prefix, region]) => [prefix, { counties: new Set(region.counties) }]),
    );
    for (const [code, index] of Object.entries(file.postcodes)) {
      const place = places[index];
      if (place) this.offices.set(code, place);
    }
  }

  /** Places with this name (diacritics and case ignored). */
  placesNamed(name: string): readonly Place[] {
    return this.byName.get(foldPlaceName(name)) ?? [];
  }

  /** The head post office's place for a code such as 21000, if the code is one. */
  headOffice(postalCode: string): Place | undefined {
    return this.offices.get(postalCode);
  }

  /** Whether a five-digit code belongs to a Croatian postal region. */
  isKnownRegion(postalCode: string): boolean {
    return this.regions.has(postalCode.slice(0, 2));
  }

  /** Whether a place lies in the postal region of a code: in one of its counties, or near its head office. */
  inRegion(place: Place, postalCode: string): boolean {
    const prefix = postalCode.slice(0, 2);
    if (this.regions.get(prefix)?.counties.has(place.county)) return true;
    const offices = [...this.offices.entries()].filter(([code]) => code.startsWith(prefix)).map(([, p]) => p);
    return offices.some((office) => haversineMeters(office, place) <= REGION_REACH_M);
  }
}

/** Place names compare folded: 'Šibenik', 'sibenik' and 'SIBENIK' are one place. */
export function foldPlaceName(name: string): string {
  return normaliseSearchText(name);
}

let shared: Gazetteer | undefined;

/** The gazetteer shipped with the shop, loaded on first use. */
export function croatianGazetteer(): Gazetteer {
  shared ??= new Gazetteer(
    JSON.parse(readFileSync(new URL('./hr-places.json', import.meta.url), 'utf8')) as GazetteerFile,
  );
  return shared;
}
