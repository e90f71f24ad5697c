/** Renders the real route table in memory, with the real providers, at a given path. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/router';
import { Toaster } from '../app/toaster';
import { TOKEN_KEY } from '../shared/api/token-storage';

export function renderApp(path: string, options: { token?: string } = {}) {
  if (options.token) window.localStorage.setItem(TOKEN_KEY, options.token);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
