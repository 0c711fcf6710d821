import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { RouterContext } from '../../../app/router-context.js';
import { cartQueryOptions } from '../cart-query.js';
import { loadCartRuntime } from '../runtime-loader.js';
import type { CartCalls, CartRuntime, CartRuntimeDeps } from '../runtime.js';

/**
 * The cached cart (null without a session), the cart runtime once loaded, and its calls at once: a call made
 * before the runtime has loaded waits for it.
 */
export function useCart() {
  const router = useRouter();
  const ctx = router.options.context as RouterContext;
  const deps = useMemo<CartRuntimeDeps>(
    () => ({
      api: ctx.api,
      queryClient: ctx.queryClient,
      toasts: ctx.toasts,
      navigate: (to) => void router.navigate({ to }),
    }),
    [ctx, router],
  );
  const load = useMemo(() => () => loadCartRuntime(deps), [deps]);
  const calls = useMemo<CartCalls>(
    () => ({ deps, call: (run, create) => load().then((runtime) => runtime.call(run, create)) }),
    [deps, load],
  );
  const query = useQuery(cartQueryOptions(load));
  const [runtime, setRuntime] = useState<CartRuntime | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((r) => live && setRuntime(r));
    return () => {
      live = false;
    };
  }, [load]);
  return { cart: query.data ?? null, loading: query.isPending, runtime, calls, ctx };
}
