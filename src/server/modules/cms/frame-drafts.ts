import { and, eq, inArray } from 'drizzle-orm';
import { frameProblem, SOCIAL_NETWORK_TEXT } from '@shared/cms-frame.js';
import type { ContractSchema } from '../../platform/contract-types.js';
import type { Db } from '../../platform/db/client.js';
import { cmsElements, cmsFrameVersions } from '../../platform/db/schema/cms.js';
import { AppError } from '../../platform/errors/index.js';
import { diffFields, recordChange, type StaffActor } from '../audit/index.js';
import type { DomainInfo } from '../settings/index.js';
import { MediaResolver } from './media-refs.js';
import { checkedLink, same } from './navigation-drafts.js';
import { findMediaByIds } from './repository.js';
import { FALLBACK_LANGUAGE } from './service.js';

/**
 * The site frame's parts beside the menus (docs/decisions/0254-frame-parts-drafts.md): the header's announcement and
 * the footer's sponsor groups and social links keep an editor's changes as a draft on their elements' rows, published
 * together into the elements' `meta`, which is all shoppers read. The footer's row carries the frame's revision: every
 * write names the one its editor read and is refused over a newer one (409 CMS_FRAME_STALE).
 */
interface Ctx {
  db: Db;
  domain: DomainInfo;
  language: string;
}

type Input = ContractSchema<'FrameDraftInput'>;
export type FrameRow = typeof cmsElements.$inferSelect;
export type FrameRows = { header: FrameRow; footer: FrameRow };
type Meta = Record<string, unknown>;

/**
 * What each element keeps of the frame's parts: the header the top strip (the announcement, the partner brands and
 * the top links: docs/decisions/0259-menu-images-and-the-top-strip.md), the footer the rest.
 */
export const HEADER_PARTS = ['announcement', 'partnerBrands', 'topLinks'] as const;
export const FOOTER_PARTS = ['sponsorGroups', 'socialLinks'] as const;
export const pick = (meta: Meta, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, meta[k] ?? null]));

export async function frameRows({ db, domain, language }: Ctx): Promise<FrameRows> {
  for (const lang of new Set([language, FALLBACK_LANGUAGE])) {
    const rows = await db
      .select()
      .from(cmsElements)
      .where(
        and(
          eq(cmsElements.siteId, domain.siteId),
          eq(cmsElements.languageCode, lang),
          inArray(cmsElements.handler, ['header', 'footer']),
        ),
      );
    const header = rows.find((r) => r.handler === 'header');
    const footer = rows.find((r) => r.handler === 'footer');
    if (header && footer) return { header, footer };
  }
  throw new AppError('NOT_FOUND', { message: 'Zaglavlje ili podnožje nije pronađeno.' });
}

/** The parts as the editor sees them: each element's draft, else its published meta. */
const partsOf = (row: FrameRow, keys: readonly string[]) => pick(row.draftMeta ?? row.meta, keys);

async function editable(ctx: Ctx, rows: FrameRows) {
  const { header, footer } = rows;
  const parts = { ...partsOf(header, HEADER_PARTS), ...partsOf(footer, FOOTER_PARTS) };
  const resolver = new MediaResolver(ctx.db, ctx.domain.id);
  await resolver.load(parts);
  const expanded = resolver.expand(parts) as {
    announcement?: ContractSchema<'HeaderAnnouncement'> | null;
    partnerBrands?: ContractSchema<'CmsLogoLink'>[] | null;
    topLinks?: ContractSchema<'CmsLinkItem'>[] | null;
    sponsorGroups?: ContractSchema<'SponsorGroup'>[];
    socialLinks?: ContractSchema<'SocialLink'>[];
  };
  const drafted = [header, footer].filter((r) => r.draftMeta);
  const latest = drafted.sort((a, b) => (b.draftUpdatedAt?.getTime() ?? 0) - (a.draftUpdatedAt?.getTime() ?? 0))[0];
  return {
    state: drafted.length ? ('draft' as const) : ('published' as const),
    revision: footer.revision,
    draftUpdatedAt: latest?.draftUpdatedAt?.toISOString() ?? null,
    draftBy: latest?.draftBy ?? null,
    announcement: expanded.announcement ?? null,
    // A logo whose image is gone from the library is left out rather than drawn broken.
    partnerBrands: (expanded.partnerBrands ?? []).filter((b) => b.media),
    topLinks: expanded.topLinks ?? [],
    sponsorGroups: (expanded.sponsorGroups ?? []).map((g) => ({ ...g, items: g.items.filter((i) => i.media) })),
    socialLinks: expanded.socialLinks ?? [],
  };
}

export async function editableFrame(ctx: Ctx) {
  return editable(ctx, await frameRows(ctx));
}

type Logo = ContractSchema<'FrameLogoInput'>;
const storedLogo = (i: Logo) => ({ key: i.key, title: i.title.trim(), media: i.media, link: frameLink(i.link) });

/**
 * The input as stored: the shared rules first (a group with no name, a logo with no alt text, a social address not
 * https, a top link or partner brand with no title or no link: each its own coded 400), then keys unique, images in
 * the library (CMS_MEDIA_UNKNOWN), links the shop can follow. Partner brands or top links not sent stay as they are
 * (`current`: the draft, else what shoppers see).
 */
async function storedParts(ctx: Ctx, input: Input, current: Meta) {
  const problem = frameProblem(input);
  if (problem) throw new AppError(problem.code, { payload: { at: problem.at } });
  const bad = (message: string) => new AppError('VALIDATION_FAILED', { message });
  const groupKeys = input.sponsorGroups.map((g) => g.key);
  if (new Set(groupKeys).size !== groupKeys.length) throw bad('Dvije skupine sponzora imaju isti ključ.');
  for (const group of input.sponsorGroups) {
    const keys = group.items.map((i) => i.key);
    if (new Set(keys).size !== keys.length)
      throw bad(`Skupina ${group.title.trim()} ima dva logotipa s istim ključem.`);
  }
  const brandKeys = (input.partnerBrands ?? []).map((b) => b.key);
  if (new Set(brandKeys).size !== brandKeys.length) throw bad('Dva partnerska brenda imaju isti ključ.');
  const logos = [...input.sponsorGroups.flatMap((g) => g.items), ...(input.partnerBrands ?? [])];
  const mediaIds = [...new Set(logos.map((i) => i.media))];
  const found = new Set((await findMediaByIds(ctx.db, mediaIds)).map((m) => m.id));
  const unknown = mediaIds.find((id) => !found.has(id));
  if (unknown !== undefined) throw new AppError('CMS_MEDIA_UNKNOWN', { payload: { at: `media:${unknown}` } });
  const text = input.announcement?.text.trim() ?? '';
  return {
    header: {
      announcement: text ? { text, link: frameLink(input.announcement?.link ?? null) } : null,
      partnerBrands: input.partnerBrands?.map(storedLogo) ?? current.partnerBrands ?? [],
      topLinks:
        input.topLinks?.map((l) => ({ title: l.title.trim(), link: frameLink(l.link) })) ?? current.topLinks ?? [],
    },
    footer: {
      sponsorGroups: input.sponsorGroups.map((g) => ({
        key: g.key,
        title: g.title.trim(),
        items: g.items.map(storedLogo),
      })),
      socialLinks: input.socialLinks.map((s) => ({
        network: s.network,
        title: SOCIAL_NETWORK_TEXT[s.network],
        url: s.url.trim(),
      })),
    },
  };
}

/** A link the shop can follow (the menus' rule), an address kept as typed: a round trip changes nothing. */
function frameLink(link: Logo['link']) {
  if (!link) return null;
  const checked = checkedLink(link);
  return checked.type === 'external' ? { ...checked, url: (link.url ?? '').trim() } : checked;
}

export function fresh(footer: FrameRow, revision: number) {
  if (footer.revision !== revision) throw new AppError('CMS_FRAME_STALE');
}

/**
 * Writes both elements' draft columns (and, publishing, their meta) when the editor read the current revision; the
 * footer's conditional update is the guard, so a write from an older revision changes nothing.
 */
export async function writeFrame(
  tx: Db,
  rows: FrameRows,
  revision: number,
  next: { header: { draft: Meta | null; meta?: Meta }; footer: { draft: Meta | null; meta?: Meta } },
  actor: StaffActor,
  now: Date,
) {
  const columns = (part: { draft: Meta | null; meta?: Meta }) => ({
    draftMeta: part.draft,
    draftUpdatedAt: part.draft ? now : null,
    draftBy: part.draft ? actor.email : null,
    ...(part.meta ? { meta: part.meta } : {}),
  });
  const updated = await tx
    .update(cmsElements)
    .set({ ...columns(next.footer), revision: revision + 1 })
    .where(and(eq(cmsElements.id, rows.footer.id), eq(cmsElements.revision, revision)))
    .returning({ id: cmsElements.id });
  if (updated.length === 0) throw new AppError('CMS_FRAME_STALE');
  await tx.update(cmsElements).set(columns(next.header)).where(eq(cmsElements.id, rows.header.id));
}

export const published = (rows: FrameRows) => ({
  header: pick(rows.header.meta, HEADER_PARTS),
  footer: pick(rows.footer.meta, FOOTER_PARTS),
});
const drafts = (rows: FrameRows) => ({
  ...pick(rows.header.draftMeta ?? rows.header.meta, HEADER_PARTS),
  ...pick(rows.footer.draftMeta ?? rows.footer.meta, FOOTER_PARTS),
});

export async function saveFrameDraft(ctx: Ctx, actor: StaffActor, input: Input, now: Date) {
  const rows = await frameRows(ctx);
  fresh(rows.footer, input.revision);
  const before = drafts(rows);
  const parts = await storedParts(ctx, input, before);
  const live = published(rows);
  await ctx.db.transaction(async (tx) => {
    // A part equal to what shoppers see is no draft.
    await writeFrame(
      tx,
      rows,
      input.revision,
      {
        header: { draft: same(parts.header, live.header) ? null : parts.header },
        footer: { draft: same(parts.footer, live.footer) ? null : parts.footer },
      },
      actor,
      now,
    );
    await recordChange(tx, actor, {
      kind: 'frame',
      id: 'frame',
      action: 'frame.draft',
      changes: diffFields(before, { ...parts.header, ...parts.footer }),
    });
  });
  return editableFrame(ctx);
}

export async function discardFrameDraft(ctx: Ctx, actor: StaffActor, revision: number, now: Date) {
  const rows = await frameRows(ctx);
  fresh(rows.footer, revision);
  if (rows.header.draftMeta || rows.footer.draftMeta)
    await ctx.db.transaction(async (tx) => {
      await writeFrame(tx, rows, revision, { header: { draft: null }, footer: { draft: null } }, actor, now);
      await recordChange(tx, actor, { kind: 'frame', id: 'frame', action: 'frame.discard' });
    });
  return editableFrame(ctx);
}

/**
 * Publishes the drafts into the elements' meta in one transaction with a version row (docs/decisions/0255-frame-history.md)
 * and the audit row (each part's before and after). The first publication also keeps the frame as it was, so the
 * history can always go back to it. The caller drops the storefront's caches after the commit.
 */
export async function publishFrame(ctx: Ctx, actor: StaffActor, revision: number, now: Date) {
  const rows = await frameRows(ctx);
  fresh(rows.footer, revision);
  const { header, footer } = rows;
  if (!header.draftMeta && !footer.draftMeta)
    throw new AppError('CONFLICT', { message: 'Zaglavlje i podnožje nemaju neobjavljenih promjena.' });
  const live = published(rows);
  await ctx.db.transaction(async (tx) => {
    await writeFrame(
      tx,
      rows,
      revision,
      {
        header: { draft: null, meta: { ...header.meta, ...(header.draftMeta ?? {}) } },
        footer: { draft: null, meta: { ...footer.meta, ...(footer.draftMeta ?? {}) } },
      },
      actor,
      now,
    );
    const [earlier] = await tx
      .select({ id: cmsFrameVersions.id })
      .from(cmsFrameVersions)
      .where(eq(cmsFrameVersions.footerId, footer.id))
      .limit(1);
    if (!earlier)
      await tx.insert(cmsFrameVersions).values({
        footerId: footer.id,
        parts: { ...live.header, ...live.footer },
        publishedAt: footer.createdAt,
        publishedBy: null,
      });
    await tx
      .insert(cmsFrameVersions)
      .values({ footerId: footer.id, parts: drafts(rows), publishedAt: now, publishedBy: actor.email });
    await recordChange(tx, actor, {
      kind: 'frame',
      id: 'frame',
      action: 'frame.publish',
      changes: diffFields({ ...live.header, ...live.footer }, drafts(rows)),
    });
  });
  return editableFrame(ctx);
}
