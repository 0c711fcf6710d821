import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors/index.js';
import { MediaResolver } from '../cms/index.js';
import {
  countPosts,
  findCategory,
  findPublicPost,
  findTag,
  listPosts,
  termCounts,
  termsOfPosts,
} from './repository.js';

export interface ContentCtx {
  db: Db;
  siteId: number;
  apiKeyId: number;
}

export interface PostQuery {
  page?: number | undefined;
  limit?: number | undefined;
  category?: string | undefined;
  tag?: string | undefined;
}

export const DEFAULT_POST_LIMIT = 9;

type PostRow = NonNullable<Awaited<ReturnType<typeof findPublicPost>>>;
type Terms = Awaited<ReturnType<typeof termsOfPosts>>;

const termsOf = (terms: Terms['categories'], postId: number) =>
  terms.filter((t) => t.postId === postId).map(({ slug, name }) => ({ slug, name }));

function card(row: PostRow, terms: Terms, resolver: MediaResolver) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    // Public rows always have one (repository: postIsPublic).
    publishedAt: row.publishedAt!.toISOString(),
    cover: resolver.get(row.coverMediaId),
    categories: termsOf(terms.categories, row.id),
    tags: termsOf(terms.tags, row.id),
  };
}

/** One page of public posts, newest first, of one category or tag when asked (an unknown one is a coded 404). */
export async function filterPosts({ db, siteId, apiKeyId }: ContentCtx, query: PostQuery) {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_POST_LIMIT;
  const [category, tag] = await Promise.all([
    query.category ? findCategory(db, siteId, query.category) : undefined,
    query.tag ? findTag(db, siteId, query.tag) : undefined,
  ]);
  if (query.category && !category) throw new AppError('POST_CATEGORY_NOT_FOUND');
  if (query.tag && !tag) throw new AppError('POST_TAG_NOT_FOUND');
  const filter = { categoryId: category?.id, tagId: tag?.id };
  const [totalRecords, rows, counts] = await Promise.all([
    countPosts(db, siteId, filter),
    listPosts(db, siteId, filter, limit, (page - 1) * limit),
    termCounts(db, siteId),
  ]);
  const terms = await termsOfPosts(
    db,
    rows.map((r) => r.id),
  );
  const resolver = new MediaResolver(db, apiKeyId);
  await resolver.load(rows.map((r) => ({ media: r.coverMediaId })));
  return {
    records: rows.map((r) => card(r, terms, resolver)),
    totalRecords,
    page,
    limit,
    totalPages: Math.ceil(totalRecords / limit),
    categories: counts.categories,
    tags: counts.tags,
  };
}

/** One public post with its body (media ids expanded, as on a CMS page). */
export async function getPost({ db, siteId, apiKeyId }: ContentCtx, slug: string) {
  const row = await findPublicPost(db, siteId, slug);
  if (!row) throw new AppError('POST_NOT_FOUND');
  const terms = await termsOfPosts(db, [row.id]);
  const resolver = new MediaResolver(db, apiKeyId);
  await resolver.load({ media: row.coverMediaId }, row.components);
  return {
    ...card(row, terms, resolver),
    updatedAt: row.updatedAt.toISOString(),
    author: row.author,
    seo: { title: row.seoTitle || row.title, description: row.seoDescription || row.excerpt },
    components: resolver.expand(row.components),
  };
}
