import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router';
import { AppErrorBoundary } from './error/app-error-boundary';
import { replayFirstScreenTap } from './first-screen-taps';
import { createQueryClient } from './query-client';
import { Toaster } from './toaster';

/** Everything around the router: error boundary, server-data cache and toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}

/** The whole app, on the router start-app made (outside rendering: making it is slow work). */
export function App({ router }: { router: DataRouter }) {
  // Runs once everything has mounted: the app now owns the pre-rendered elements, if any.
  useEffect(replayFirstScreenTap, []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
