import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { RouterContext } from '../../../app/router-context.js';
import { cartQueryOptions } from '../cart-query.js';
import { loadCartRuntime } from '../runtime-loader.js';
import type { CartRuntime } from '../runtime.js';

/** The cached cart (null without a session) and the cart runtime once loaded. */
export function useCart() {
  const router = useRouter();
  const ctx = router.options.context as RouterContext;
  const load = useMemo(
    () => () =>
      loadCartRuntime({
        api: ctx.api,
        queryClient: ctx.queryClient,
        toasts: ctx.toasts,
        navigate: (to) => void router.navigate({ to }),
      }),
    [ctx, router],
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
  return { cart: query.data ?? null, loading: query.isPending, runtime, ctx };
}
