import type { Db } from '../../platform/db/client.js';
import {
  cmsElements,
  cmsNavigationItems,
  cmsNavigations,
  cmsOptions,
  cmsPages,
  cmsSectionMasters,
} from '../../platform/db/schema/cms.js';
import { sites } from '../../platform/db/schema/settings.js';
import {
  COOKIE_META,
  PARTNER_BRANDS,
  PAYMENT_LOGOS,
  SPONSOR_GROUPS,
  footerMeta,
  headerMeta,
  popupMeta,
} from './elements.js';
import { heroSvg, markSvg, paymentBadgeSvg, stripMarkSvg, tileSvg, voucherSvg } from './artwork.js';
import { crestSvg, saveSvg } from './images.js';
import { NAVIGATIONS, type NavSeedItem } from './navigation.js';
import { CONTENT_PAGES, FOOTER_MASTER, PERSONALISATION_PAGE, homePage, withFooterChild } from './pages.js';
import type { MediaTarget } from '../../modules/media/media-storage.js';

export interface CmsSeedOptions {
  mediaDir: MediaTarget;
}

const LANGUAGE = 'hrv';
const TILES: Array<[string, string]> = [
  ['dresovi', 'Dresovi'],
  ['trening', 'Trening'],
  ['navijacki-program', 'Navijački program'],
  ['moda', 'Moda'],
  ['djecji-program', 'Dječji program'],
  ['suveniri', 'Suveniri'],
];

/** Draws and stores every CMS image; returns media ids by a readable key. */
async function seedImages(db: Db, mediaDir: MediaTarget): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  ids.logo = await saveSvg(db, mediaDir, crestSvg(256), 'NK Zvijezda grb');
  ids.hero = await saveSvg(
    db,
    mediaDir,
    heroSvg(1440, 550, 'Nova sezona, iste boje', 'NK Zvijezda 2025./26.'),
    'Naslovna nova sezona',
    'jpeg',
  );
  ids.heroMobile = await saveSvg(
    db,
    mediaDir,
    heroSvg(720, 576, 'Nova sezona', 'NK Zvijezda 2025./26.'),
    'Naslovna nova sezona mobilno',
    'jpeg',
  );
  ids.banner = await saveSvg(db, mediaDir, voucherSvg(1280, 720), 'Poklon bon banner', 'jpeg');
  ids.popup = await saveSvg(
    db,
    mediaDir,
    heroSvg(720, 576, 'Novi dresovi', 'Sezona 2025./26.'),
    'Novi dresovi popup',
    'jpeg',
  );
  for (const [slug, title] of TILES)
    ids[`tile:${slug}`] = await saveSvg(db, mediaDir, tileSvg(slug), `Kategorija ${title}`, 'jpeg');
  for (const b of PARTNER_BRANDS)
    ids[`brand:${b.key}`] = await saveSvg(
      db,
      mediaDir,
      stripMarkSvg(b.title, b.colour, b.emblem),
      `Partner ${b.title}`,
    );
  for (const g of SPONSOR_GROUPS) {
    for (const [key, title, colour, emblem] of g.items)
      ids[`sponsor:${key}`] ??= await saveSvg(db, mediaDir, markSvg(title, colour, emblem), `Sponzor ${title}`);
  }
  for (const [key, title] of PAYMENT_LOGOS)
    ids[`payment:${key}`] = await saveSvg(db, mediaDir, paymentBadgeSvg(key), `Plaćanje ${title}`);
  return ids;
}

async function insertTree(
  db: Db,
  ids: Record<string, number>,
  navigationId: number,
  items: NavSeedItem[],
  parentId: number | null,
) {
  for (const [position, item] of items.entries()) {
    const [row] = await db
      .insert(cmsNavigationItems)
      .values({
        navigationId,
        parentId,
        position,
        title: item.title,
        link: item.link,
        highlighted: item.highlighted ?? false,
        mediaId: item.image ? ids[item.image]! : null,
      })
      .returning({ id: cmsNavigationItems.id });
    if (item.children?.length) await insertTree(db, ids, navigationId, item.children, row!.id);
  }
}

/** Header, footer, cookie notice, popup, navigations, options and pages of the demo club (Croatian). */
export async function seedCms(db: Db, { mediaDir }: CmsSeedOptions): Promise<void> {
  const [site] = await db.select({ id: sites.id, name: sites.name }).from(sites).limit(1);
  if (!site) throw new Error('seedCms needs the settings seed first (no site)');
  const siteId = site.id;
  const ids = await seedImages(db, mediaDir);

  await db.insert(cmsOptions).values([
    { siteId, key: 'logo', value: null, mediaId: ids.logo! },
    { siteId, key: 'shopName', value: site.name, mediaId: null },
    { siteId, key: 'clubName', value: 'NK Zvijezda', mediaId: null },
    { siteId, key: 'primaryColour', value: '#0b3d91', mediaId: null },
    { siteId, key: 'defaultImageSize', value: 'medium', mediaId: null },
  ]);

  const element = (handler: string, title: string, meta: Record<string, unknown>) => ({
    siteId,
    handler,
    languageCode: LANGUAGE,
    title,
    type: 'static-element',
    meta,
    options: {},
    slug: handler,
  });
  await db
    .insert(cmsElements)
    .values([
      element('header', 'Zaglavlje', headerMeta(ids)),
      element('footer', 'Podnožje', footerMeta(ids)),
      element('cookie', 'Obavijest o kolačićima', COOKIE_META),
      element('popup', 'Skočni prozor', popupMeta(ids)),
    ]);

  for (const nav of NAVIGATIONS) {
    const [row] = await db
      .insert(cmsNavigations)
      .values({ siteId, handle: nav.handle, languageCode: LANGUAGE, title: nav.title })
      .returning({ id: cmsNavigations.id });
    await insertTree(db, ids, row!.id, nav.items, null);
  }

  const [master] = await db
    .insert(cmsSectionMasters)
    .values({ siteId, ...FOOTER_MASTER })
    .returning({ id: cmsSectionMasters.id });
  const masterId = master!.id;
  await db.insert(cmsPages).values(
    [
      homePage({ ...ids, 'master:podnozje': masterId }),
      PERSONALISATION_PAGE,
      ...CONTENT_PAGES.map((page) => withFooterChild(page, masterId)),
    ].map((p) => ({
      siteId,
      slug: p.slug,
      languageCode: LANGUAGE,
      translationKey: p.slug,
      title: p.title,
      seoTitle: p.title,
      seoDescription: p.seoDescription,
      components: p.components,
    })),
  );
}
