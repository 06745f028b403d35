import { useCustom, useCustomMutation, type HttpError } from '@refinedev/core';
import { apiUrl } from '../providers/data-provider';

/**
 * GET a non-list endpoint (e.g. /my/website) through Refine's data layer, so auth errors, retries
 * and caching behave like every other query. `path` is relative to /api.
 */
export function useApiGet<T>(path: string, options: { enabled?: boolean; silent?: boolean } = {}) {
  const { query } = useCustom({
    url: apiUrl(path),
    method: 'get',
    queryOptions: { enabled: options.enabled ?? true },
    errorNotification: options.silent ? false : undefined,
  });
  return {
    // query.data, not result.data: the latter is `{}` while loading.
    data: query.data?.data as T | undefined,
    isLoading: query.isLoading,
    error: query.error as HttpError | null,
    refetch: query.refetch,
  };
}

/** POST/PUT/PATCH/DELETE a non-resource endpoint; callers show their own toasts. */
export function useApiMutation<T>() {
  const { mutateAsync, mutation } = useCustomMutation();
  return {
    isPending: mutation.isPending,
    send: async (method: 'post' | 'put' | 'patch' | 'delete', path: string, values: object = {}): Promise<T> => {
      const response = await mutateAsync({
        url: apiUrl(path),
        method,
        values,
        successNotification: false,
        errorNotification: false,
      });
      return response.data as T;
    },
  };
}
