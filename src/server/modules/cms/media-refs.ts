import { type MediaFocus, mediaUrl, storedFocus } from '@shared/media.js';
import type { Db } from '../../platform/db/client.js';
import { findMediaByIds } from './repository.js';

/** Keys whose numeric value in stored CMS JSON is a media id. */
const MEDIA_KEYS = new Set(['media', 'mobileMedia']);

export interface ApiMedia {
  id: number;
  title: string;
  description: string | null;
  mime: string;
  extension: string;
  width: number;
  height: number;
  url: string;
  access: 'public' | 'private';
  focus: MediaFocus | null;
}

function collect(value: unknown, ids: Set<number>) {
  if (Array.isArray(value)) for (const v of value) collect(v, ids);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (MEDIA_KEYS.has(k) && typeof v === 'number') ids.add(v);
      else collect(v, ids);
    }
  }
}

function replace(value: unknown, byId: Map<number, ApiMedia>): unknown {
  if (Array.isArray(value)) return value.map((v) => replace(v, byId));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      // A missing media row becomes null rather than a broken object.
      out[k] = MEDIA_KEYS.has(k) && typeof v === 'number' ? (byId.get(v) ?? null) : replace(v, byId);
    }
    return out;
  }
  return value;
}

/** Expands stored media ids into contract Media objects (one query for the whole document). */
export class MediaResolver {
  private byId = new Map<number, ApiMedia>();

  constructor(
    private readonly db: Db,
    private readonly apiKeyId: number,
  ) {}

  async load(...values: unknown[]): Promise<void> {
    const ids = new Set<number>();
    for (const v of values) collect(v, ids);
    const missing = [...ids].filter((id) => !this.byId.has(id));
    for (const { focusX, focusY, ...row } of await findMediaByIds(this.db, missing)) {
      this.byId.set(row.id, {
        ...row,
        focus: storedFocus(focusX, focusY),
        access: row.access === 'private' ? 'private' : 'public',
        url: mediaUrl(row, 'original', undefined, this.apiKeyId),
      });
    }
  }

  get(id: number | null | undefined): ApiMedia | null {
    return id == null ? null : (this.byId.get(id) ?? null);
  }

  expand<T>(value: T): T {
    return replace(value, this.byId) as T;
  }
}
