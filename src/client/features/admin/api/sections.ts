import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, quiet, unwrap } from '../../../lib/api-client.js';
import type { RequestBody, ResponseData } from '../../../lib/api-types.js';

/** The back office's caches, page templates and consents (docs/decisions/0116-admin-sections.md). */
export type CacheOverview = ResponseData<'/api/v1/admin/caches', 'get'>;
export type CacheId = RequestBody<'/api/v1/admin/caches/clear', 'post'>['caches'][number];
export type TemplateOverview = ResponseData<'/api/v1/admin/templates', 'get'>;
export type AdminConsent = ResponseData<'/api/v1/admin/consents', 'get'>['records'][number];
export type ConsentLog = ResponseData<'/api/v1/admin/consents/{slug}/log', 'get'>;

export const cachesQueryKey = ['user', 'admin', 'caches'] as const;

export const cachesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: cachesQueryKey,
    queryFn: () => unwrap(api.GET('/api/v1/admin/caches', { middleware: [quiet] })),
  });

/** Quiet, since the cache-clear machine shows its own failure. */
export const clearCaches = (api: ApiClient, caches: CacheId[]) =>
  unwrap(api.POST('/api/v1/admin/caches/clear', { body: { caches }, middleware: [quiet] }));

export const templatesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['user', 'admin', 'templates'],
    queryFn: () => unwrap(api.GET('/api/v1/admin/templates', { middleware: [quiet] })),
  });

export const consentsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['user', 'admin', 'consents'],
    queryFn: () => unwrap(api.GET('/api/v1/admin/consents', { middleware: [quiet] })),
  });

export const CONSENT_LOG_PAGE_SIZE = 20;

export const consentLogQueryOptions = (api: ApiClient, slug: string, page: number) =>
  queryOptions({
    queryKey: ['user', 'admin', 'consent-log', slug, page],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/consents/{slug}/log', {
          params: { path: { slug }, query: { page, limit: CONSENT_LOG_PAGE_SIZE } },
          middleware: [quiet],
        }),
      ),
  });
