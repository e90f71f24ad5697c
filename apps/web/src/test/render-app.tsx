/** Renders the real route table in memory, with the real providers, at a given path. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/router';
import { Toaster } from '../app/toaster';
import { defaultChurchSettings, type ChurchSettings } from '@torch/contract';
import { churchKeys } from '../features/church/api/queries';
import { TOKEN_KEY } from '../shared/api/token-storage';

/**
 * `fetchChurch`: the church's settings come from the test's fake server; otherwise they are
 * Torch Fellowship's, with `church` over them, already read, so the pages' own requests are all
 * a test sees.
 */
export function renderApp(
  path: string,
  options: { token?: string; fetchChurch?: boolean; church?: Partial<ChurchSettings> } = {},
) {
  if (options.token) window.localStorage.setItem(TOKEN_KEY, options.token);
  const queryClient = createQueryClient();
  if (!options.fetchChurch)
    queryClient.setQueryData(churchKeys.settings, {
      ...defaultChurchSettings,
      ...options.church,
      configured: true,
    });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
