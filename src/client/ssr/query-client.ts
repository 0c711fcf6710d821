import { QueryClient } from '@tanstack/react-query';

/** The same query defaults on the server and in the browser, so the dehydrated data is fresh on both sides. */
export function createShopQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // CMS and catalogue data change rarely; a minute keeps navigation instant.
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
