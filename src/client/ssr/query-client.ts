import { QueryClient } from '@tanstack/react-query';

/**
 * The same query defaults on the server and in the browser, so the dehydrated data is fresh on both sides. Only
 * retries differ: the browser tries a failed read once more, the server's render does not. Its retry waited a
 * second before asking again (a link with an unknown parameter held its page for over a second on a read that
 * fails the same way twice), and a failed read is not dehydrated: the browser reads it again after hydration.
 */
export function createShopQueryClient(side: 'browser' | 'server' = 'browser'): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // CMS and catalogue data change rarely; a minute keeps navigation instant.
      queries: { staleTime: 60_000, retry: side === 'server' ? false : 1, refetchOnWindowFocus: false },
    },
  });
}
