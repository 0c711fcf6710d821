/**
 * Domain types read off the generated contract types (api-schema/generated/openapi.d.ts) by
 * operation, so they follow the contract and never drift from it.
 */
import type { paths } from '@api/openapi.js';

type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Ok<Op> = Op extends { responses: { 200: infer R } } ? JsonBody<R> : never;

/** The envelope's `data` of the 200 answer of an operation. */
export type ResponseData<P extends keyof paths, M extends keyof paths[P]> =
  Ok<paths[P][M]> extends { data: infer D } ? D : never;

/** The JSON request body of an operation. */
export type RequestBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { requestBody?: infer B }
  ? JsonBody<NonNullable<B>>
  : never;

export type ProductPage = ResponseData<'/api/v1/product/web/filter', 'post'>;
export type ProductListItem = ProductPage['records'][number];
export type ProductFilterRequest = RequestBody<'/api/v1/product/web/filter', 'post'>;
export type ProductDetail = ResponseData<'/api/v1/product/web/get', 'get'>;
export type Category = ResponseData<'/api/v1/product/web/category/get/{id}', 'get'>;

export type CmsElement = ResponseData<'/api/v1/cms/element/getByHandlers', 'post'>[number];
export type CmsHandler = CmsElement['handler'];
export type CmsElementOf<H extends CmsHandler> = Extract<CmsElement, { handler: H }>;
export type NavigationTree = ResponseData<'/api/v1/cms/navigation/tree/{id}', 'get'>;
export type NavigationItem = NavigationTree['items'][number];
export type CmsLink = NavigationItem['linkV2'];
export type CmsOption = ResponseData<'/api/v1/cms/option/filter', 'get'>['records'][number];
export type CmsPage = ResponseData<'/api/v1/cms/finder/decide', 'get'>['data'];
export type PageComponent = CmsPage['components'][number];
export type PageComponentOf<T extends PageComponent['type']> = Extract<PageComponent, { type: T }>;
export type Media = NonNullable<CmsOption['media']>;

export type PostPage = ResponseData<'/api/v1/cms/post/filter', 'get'>;
export type PostCardData = PostPage['records'][number];
export type PostTerm = PostPage['categories'][number];
export type Post = ResponseData<'/api/v1/cms/post/get/{slug}', 'get'>;
export type ClubEvent = ResponseData<'/api/v1/cms/event/get/{id}', 'get'>;
