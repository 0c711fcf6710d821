import { StrictMode, useEffect } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Toaster } from '../components/ui/toast/Toaster.js';
import type { ToastStore } from '../components/ui/toast/toast-store.js';
import type { createAppRouter } from '../app/router.js';

/** The one tree both entries render: the server's HTML and the client's hydration must match element for element. */
export function App(props: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  toasts: ToastStore;
  /** Runs once the first render is committed (after hydration: React now owns the page). */
  onCommitted?: () => void;
}) {
  const { onCommitted } = props;
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <StrictMode>
      <QueryClientProvider client={props.queryClient}>
        <RouterProvider router={props.router} />
        <Toaster store={props.toasts} />
      </QueryClientProvider>
    </StrictMode>
  );
}
