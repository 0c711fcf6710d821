/** Loads the cart runtime once per api client (no XState in the first paint, docs/targets.md P1). */
import type { ApiClient } from '../../lib/api-client.js';
import type { CartRuntime, CartRuntimeDeps } from './runtime.js';

const runtimes = new WeakMap<ApiClient, Promise<CartRuntime>>();

export function loadCartRuntime(deps: CartRuntimeDeps): Promise<CartRuntime> {
  let runtime = runtimes.get(deps.api);
  if (!runtime) {
    runtime = import('./runtime.js').then((m) => m.startCartRuntime(deps));
    runtimes.set(deps.api, runtime);
  }
  return runtime;
}
