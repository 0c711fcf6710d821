import { and, desc, eq } from 'drizzle-orm';
import { cmsFrameVersions } from '../../platform/db/schema/cms.js';
import { AppError } from '../../platform/errors/index.js';
import { recordChange, type StaffActor } from '../audit/index.js';
import {
  editableFrame,
  FOOTER_PARTS,
  frameRows,
  fresh,
  HEADER_PARTS,
  pick,
  published,
  writeFrame,
} from './frame-drafts.js';
import { same } from './navigation-drafts.js';
import { findMediaByIds } from './repository.js';

/**
 * The frame's publications (docs/decisions/0255-frame-history.md), kept by `publishFrame` as the pages' are: the
 * history lists them newest first, and any older one comes back as the frame's draft, live only once published.
 */
type Ctx = Parameters<typeof editableFrame>[0];
type Parts = Record<string, unknown>;
type Logo = { media?: number };
type SponsorGroup = { items?: Logo[] };
const PARTS = [...HEADER_PARTS, ...FOOTER_PARTS];
/** The parts a version holds: one kept before the strip's brands and links were edited here has none of them. */
const keptIn = (parts: Parts) => PARTS.filter((k) => k in parts);

export async function frameHistory(ctx: Ctx) {
  const rows = await frameRows(ctx);
  const versions = await ctx.db
    .select()
    .from(cmsFrameVersions)
    .where(eq(cmsFrameVersions.footerId, rows.footer.id))
    .orderBy(desc(cmsFrameVersions.id))
    .limit(50);
  const live = published(rows);
  const liveParts = { ...live.header, ...live.footer };
  return {
    versions: versions.map((row) => {
      const announcement = row.parts.announcement as { text?: string } | null | undefined;
      const groups = (row.parts.sponsorGroups ?? []) as SponsorGroup[];
      return {
        id: row.id,
        publishedAt: row.publishedAt.toISOString(),
        publishedBy: row.publishedBy,
        announcement: announcement?.text ?? null,
        sponsors: groups.reduce((n, g) => n + (g.items?.length ?? 0), 0),
        socialLinks: ((row.parts.socialLinks ?? []) as unknown[]).length,
        partnerBrands: ((row.parts.partnerBrands ?? []) as unknown[]).length,
        topLinks: ((row.parts.topLinks ?? []) as unknown[]).length,
        live: same(pick(row.parts, keptIn(row.parts)), pick(liveParts, keptIn(row.parts))),
      };
    }),
  };
}

/**
 * Brings a version back as the frame's draft (docs/decisions/0255-frame-history.md): each part equal to what guests
 * see is no draft, a part the version does not hold stays as guests see it, and a logo whose image has left the
 * library since is left out rather than drawn broken.
 */
export async function restoreFrameVersion(ctx: Ctx, actor: StaffActor, versionId: number, revision: number, now: Date) {
  const rows = await frameRows(ctx);
  fresh(rows.footer, revision);
  const [version] = await ctx.db
    .select()
    .from(cmsFrameVersions)
    .where(and(eq(cmsFrameVersions.footerId, rows.footer.id), eq(cmsFrameVersions.id, versionId)))
    .limit(1);
  if (!version) throw new AppError('NOT_FOUND', { message: 'Verzija nije pronađena.' });
  const live = published(rows);
  const parts = await withLibraryImages(ctx, { ...live.header, ...live.footer, ...version.parts });
  const header = pick(parts, HEADER_PARTS);
  const footer = pick(parts, FOOTER_PARTS);
  await ctx.db.transaction(async (tx) => {
    await writeFrame(
      tx,
      rows,
      revision,
      {
        header: { draft: same(header, live.header) ? null : header },
        footer: { draft: same(footer, live.footer) ? null : footer },
      },
      actor,
      now,
    );
    await recordChange(tx, actor, { kind: 'frame', id: 'frame', action: 'frame.restore', data: { versionId } });
  });
  return editableFrame(ctx);
}

async function withLibraryImages(ctx: Ctx, parts: Parts): Promise<Parts> {
  const groups = Array.isArray(parts.sponsorGroups) ? (parts.sponsorGroups as SponsorGroup[]) : [];
  const brands = Array.isArray(parts.partnerBrands) ? (parts.partnerBrands as Logo[]) : [];
  const ids = [...new Set([...groups.flatMap((g) => g.items ?? []), ...brands].map((i) => i.media ?? 0))];
  const found = new Set((await findMediaByIds(ctx.db, ids)).map((m) => m.id));
  const inLibrary = (i: Logo) => found.has(i.media ?? 0);
  return {
    ...parts,
    ...(Array.isArray(parts.sponsorGroups)
      ? { sponsorGroups: groups.map((g) => ({ ...g, items: (g.items ?? []).filter(inLibrary) })) }
      : {}),
    ...(Array.isArray(parts.partnerBrands) ? { partnerBrands: brands.filter(inLibrary) } : {}),
  };
}
