import { eq } from 'drizzle-orm';
import { type MediaFocus, storedFocus } from '@shared/media.js';
import type { Db } from '../../platform/db/client.js';
import { media } from '../../platform/db/schema/media.js';

/** The columns the media route needs to find, authorise and render an original. */
export interface MediaSource {
  id: number;
  title: string;
  extension: string;
  width: number;
  height: number;
  hash: string;
  path: string;
  access: string;
  /** The crop focus (docs/decisions/0199-crop-focus.md), null when staff picked none. */
  focus: MediaFocus | null;
}

export async function findMedia(db: Db, id: number): Promise<MediaSource | undefined> {
  const [row] = await db
    .select({
      id: media.id,
      title: media.title,
      extension: media.extension,
      width: media.width,
      height: media.height,
      hash: media.hash,
      path: media.path,
      access: media.access,
      focusX: media.focusX,
      focusY: media.focusY,
    })
    .from(media)
    .where(eq(media.id, id))
    .limit(1);
  if (!row) return undefined;
  const { focusX, focusY, ...source } = row;
  return { ...source, focus: storedFocus(focusX, focusY) };
}
