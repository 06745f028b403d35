import { ConfigType, registerAs } from '@nestjs/config';
import { intFromEnv, parseEnv } from '@fw/api-shared-infrastructure';

export interface MediaConfig {
  /** Bytes of uploads each website's library may hold. */
  quotaBytes: number;
  /** Images this process turns into variants at the same time; 0 = no variants worker here. */
  workerConcurrency: number;
}

export function loadMediaConfig(env: NodeJS.ProcessEnv = process.env): MediaConfig {
  const raw = parseEnv({ MEDIA_QUOTA_MB: intFromEnv(500, 1, 1_000_000), MEDIA_WORKER_CONCURRENCY: intFromEnv(1, 0, 16) }, env);
  return { quotaBytes: raw.MEDIA_QUOTA_MB * 1024 * 1024, workerConcurrency: raw.MEDIA_WORKER_CONCURRENCY };
}

export const mediaConfig = registerAs('media', () => loadMediaConfig());
export type MediaConfigType = ConfigType<typeof mediaConfig>;
