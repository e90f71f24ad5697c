import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router';
import { endFirstScreenTakeover } from '../shared/lib/first-screen-takeover';
import '../shared/i18n';
import { AppErrorBoundary } from './error/app-error-boundary';
import { replayFirstScreenTap } from './first-screen-taps';
import { createQueryClient } from './query-client';
import { Toaster } from './toaster';

/**
 * Everything around the router: error boundary, server-data cache (made here unless given)
 * and toasts.
 */
export function AppProviders({
  children,
  queryClient: givenQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}

export interface AppProps {
  /** Made by start-app, outside rendering: making it is slow work. */
  router: DataRouter;
  /** Made by start-app too, which asks it for the first screen's data before rendering. */
  queryClient: QueryClient;
}

/** The whole app. */
export function App({ router, queryClient }: AppProps) {
  // Runs once everything has mounted: the app now owns the pre-rendered elements, if any.
  useEffect(() => {
    endFirstScreenTakeover();
    replayFirstScreenTap();
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
