import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { media } from '../../db/schema/media.js';

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
    })
    .from(media)
    .where(eq(media.id, id))
    .limit(1);
  return row;
}
