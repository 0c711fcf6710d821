import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client.js';
import type { ShopConfig } from './config.js';
import type { ToastStore } from '../components/ui/toast/toast-store.js';
import type { AuthSession } from '../lib/auth-session.js';

/** What every route loader and component gets through router context (no module singletons). */
export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
  config: ShopConfig;
  toasts: ToastStore;
  /** Who is signed in, and the lazily loaded auth runtime (lib/auth-session.ts). */
  auth: AuthSession;
}
