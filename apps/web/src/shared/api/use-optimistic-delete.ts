/**
 * A delete that takes the item off every cached list at once and puts it back if the server
 * refuses. Deleting is the one change safe to show early: nothing else about the item is
 * guessed, and the lists are refetched either way so they end as the server has them.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

interface Identified {
  _id: string;
}

export function useOptimisticDelete(queryKey: QueryKey, remove: (id: string) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remove,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueriesData<unknown>({ queryKey });
      // Only list answers are filtered; a single item cached under the same key is left alone.
      queryClient.setQueriesData<unknown>({ queryKey }, (old: unknown) =>
        Array.isArray(old) ? (old as Identified[]).filter((item) => item._id !== id) : old,
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
