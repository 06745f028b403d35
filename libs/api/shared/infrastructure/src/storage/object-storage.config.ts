import path from 'node:path';
import { registerAs, ConfigType } from '@nestjs/config';
import { z } from 'zod';
import { booleanFromEnv, ConfigurationError, parseEnv } from '../config/env-schema';
import type { S3ObjectStorageSettings } from './s3-object-storage.adapter';

/** Which ObjectStoragePort adapter the product runs on: files on disk, or an S3-compatible bucket. */
export type ObjectStorageConfig =
  | {
      driver: 'local';
      /** Root folder of the local-disk adapter (OBJECT_STORAGE_DIR, else DATA_DIR/media). */
      localRoot: string;
    }
  | { driver: 's3'; s3: S3ObjectStorageSettings };

export function loadObjectStorageConfig(env: NodeJS.ProcessEnv = process.env): ObjectStorageConfig {
  const raw = parseEnv(
    {
      OBJECT_STORAGE: z.enum(['local', 's3']).optional().default('local'),
      OBJECT_STORAGE_DIR: z.string().min(1).optional(),
      DATA_DIR: z.string().min(1).optional().default('.data'),
      S3_ENDPOINT: z.string().url().optional(),
      S3_BUCKET: z.string().min(3).max(63).optional(),
      S3_REGION: z.string().min(1).optional().default('us-east-1'),
      S3_ACCESS_KEY_ID: z.string().min(1).optional(),
      S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
      S3_FORCE_PATH_STYLE: booleanFromEnv(false),
    },
    env,
  );
  if (raw.OBJECT_STORAGE === 'local') {
    return { driver: 'local', localRoot: path.resolve(raw.OBJECT_STORAGE_DIR ?? path.join(raw.DATA_DIR, 'media')) };
  }
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !raw[name]);
  if (missing.length) throw new ConfigurationError(missing.map((name) => `${name}: required when OBJECT_STORAGE=s3`));
  return {
    driver: 's3',
    s3: {
      endpoint: raw.S3_ENDPOINT,
      bucket: raw.S3_BUCKET as string,
      region: raw.S3_REGION,
      accessKeyId: raw.S3_ACCESS_KEY_ID as string,
      secretAccessKey: raw.S3_SECRET_ACCESS_KEY as string,
      forcePathStyle: raw.S3_FORCE_PATH_STYLE,
    },
  };
}

export const objectStorageConfig = registerAs('objectStorage', () => loadObjectStorageConfig());
export type ObjectStorageConfigType = ConfigType<typeof objectStorageConfig>;
