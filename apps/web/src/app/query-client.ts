/** Server data defaults (docs/product.md#timings-and-limits): fresh for 5 minutes, one retry. */
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, retry: 1 },
      mutations: { retry: false },
    },
  });
}
