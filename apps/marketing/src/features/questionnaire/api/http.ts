import type { ZodMiniType } from 'zod/mini';
import { createApiClient, requestUntyped } from '@fw/shared-api-client';
import { currentAccessToken, probeSession } from './session';

export { ApiError } from '@fw/shared-api-client';

/** The questionnaire's client: signed in, it carries the session's token and renews an expired one once. */
const questionnaireApi = createApiClient({ accessToken: currentAccessToken, renewSession: probeSession });

/** JSON request to `/api${path}`; the answer is checked against `schema`. Throws ApiError. */
export async function requestJson<T>(
  path: string,
  init: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal; keepalive?: boolean },
  schema: ZodMiniType<T>,
): Promise<T> {
  const { data } = await requestUntyped<unknown>(questionnaireApi, init.method, `/api${path}`, init);
  return schema.parse(data);
}
