import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ProductFilterRequest } from '../../../lib/api-types.js';

/** A page change of a list waits 500 ms (the spec's debounce of paginated items). */
export const PAGE_DEBOUNCE_MS = 500;

const samePageless = (a: ProductFilterRequest, b: ProductFilterRequest) =>
  JSON.stringify({ ...a, page: 0 }) === JSON.stringify({ ...b, page: 0 });

/**
 * The list request a category grid fetches. A page change waits 500 ms after the last one, so paging quickly
 * through 1, 2, 3, 4 fetches only page 4 (the grid shows the skeleton meanwhile). A page already in the cache
 * (Back) and every other change (filters, debounced by their own machine; sort; page size) apply at once.
 */
export function usePagedRequest(request: ProductFilterRequest, keyOf: (r: ProductFilterRequest) => readonly unknown[]) {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(request);
  const key = JSON.stringify(request);
  const cached = queryClient.getQueryData(keyOf(request)) !== undefined;
  const immediate = cached || !samePageless(request, settled);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the request's content: a new object with the same request must not restart the wait.
  useEffect(() => {
    if (immediate) return setSettled(request);
    const id = setTimeout(() => setSettled(request), PAGE_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [key]);
  const current = immediate ? request : settled;
  return { request: current, waiting: JSON.stringify(current) !== key };
}
