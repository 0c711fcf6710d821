import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import { products } from '../../../platform/db/schema/catalogue.js';
import type { MediaRow } from '../../../platform/db/schema/media.js';
import type { AttributeLink, MediaLink } from './products.js';

/**
 * The product page's own data in ONE statement: the product row plus its media, attributes, direct categories,
 * tags, price history, attribute set and upsell ids as json_agg subselects. Seven parallel queries cost seven
 * pool connections on PostgreSQL and seven WebAssembly round trips on PGlite; one costs one (docs/targets.md P6:
 * product read p95 <= 5 ms). Orders match the single-purpose readers in products.ts.
 */
const json = (query: string, empty = `'[]'::json`) =>
  sql.raw(`(SELECT COALESCE(json_agg(x), ${empty}) FROM (${query}) x)`);

const MEDIA = json(`SELECT pm.id AS "entryId", pm.product_id AS "productId", pm.position, pm.is_default AS "isDefault",
    pm.description, json_build_object('id', m.id, 'title', m.title, 'description', m.description, 'mime', m.mime,
      'extension', m.extension, 'width', m.width, 'height', m.height, 'access', m.access, 'focusX', m.focus_x,
      'focusY', m.focus_y) AS media
  FROM product_media pm JOIN media m ON m.id = pm.media_id
  WHERE pm.product_id = products.id ORDER BY pm.position, pm.is_default DESC, pm.id`);

const ATTRIBUTES =
  json(`SELECT pav.product_id AS "productId", a.id AS "attributeId", a.code, a.name, a.input_type AS "inputType",
    pav.value_id AS "valueId", v.label AS "valueLabel", v.value, pav.value_number AS "valueNumber", pav.value_text AS "valueText"
  FROM product_attribute_values pav JOIN attributes a ON a.id = pav.attribute_id
  LEFT JOIN attribute_values v ON v.id = pav.value_id
  WHERE pav.product_id = products.id ORDER BY a.position, a.id, v.position`);

const CATEGORIES = json(`SELECT c.id, c.name, c.slug, pc.is_main AS main FROM product_categories pc
  JOIN categories c ON c.id = pc.category_id
  WHERE pc.product_id = products.id AND pc.direct ORDER BY pc.is_main DESC, c.position, c.id`);

const TAGS = json(`SELECT t.id, t.name, t.slug FROM product_tags pt JOIN tags t ON t.id = pt.tag_id
  WHERE pt.product_id = products.id ORDER BY t.name`);

const HISTORY = json(`SELECT h.price, h.regular_price AS "regularPrice", h.member_price AS "memberPrice",
  h.valid_from AS "validFrom", h.valid_to AS "validTo" FROM price_history h
  WHERE h.product_id = products.id ORDER BY h.valid_from`);

const ATTRIBUTE_SET = sql.raw(
  `(SELECT json_build_object('id', s.id, 'name', s.name) FROM attribute_sets s WHERE s.id = products.attribute_set_id)`,
);

const UPSELLS = sql.raw(`ARRAY(SELECT u.upsell_id FROM product_upsells u JOIN products up ON up.id = u.upsell_id
  WHERE u.product_id = products.id AND up.listed ORDER BY u.position)`);

/** PGlite and node-postgres both parse json columns; a string is parsed here just in case. */
function parsed<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export async function productPageBySlugOrId(db: Db, where: { slug?: string; id?: number }) {
  const condition = where.slug !== undefined ? eq(products.slug, where.slug) : eq(products.id, where.id ?? 0);
  const [row] = await db
    .select({
      product: products,
      media: sql<unknown>`${MEDIA}`,
      attributes: sql<unknown>`${ATTRIBUTES}`,
      categories: sql<unknown>`${CATEGORIES}`,
      tags: sql<unknown>`${TAGS}`,
      history: sql<unknown>`${HISTORY}`,
      attributeSet: sql<unknown>`${ATTRIBUTE_SET}`,
      upsellIds: sql<unknown>`${UPSELLS}`,
    })
    .from(products)
    .where(and(condition, eq(products.archived, false)))
    .limit(1);
  if (!row) return undefined;
  const history = parsed<
    Array<{
      price: number;
      regularPrice: number | null;
      memberPrice: number | null;
      validFrom: string;
      validTo: string | null;
    }>
  >(row.history);
  return {
    row: row.product,
    media: parsed<Array<MediaLink & { media: MediaRow }>>(row.media),
    attributes: parsed<AttributeLink[]>(row.attributes),
    categories: parsed<Array<{ id: number; name: string; slug: string; main: boolean }>>(row.categories),
    tags: parsed<Array<{ id: number; name: string; slug: string }>>(row.tags),
    history: history.map((h) => ({
      price: h.price,
      regularPrice: h.regularPrice,
      memberPrice: h.memberPrice,
      validFrom: new Date(h.validFrom),
      validTo: h.validTo === null ? null : new Date(h.validTo),
    })),
    attributeSet: parsed<{ id: number; name: string } | null>(row.attributeSet),
    upsellIds: (row.upsellIds as Array<number | string>).map(Number),
  };
}
