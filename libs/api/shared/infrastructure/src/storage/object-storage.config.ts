import path from 'node:path';
import { registerAs, ConfigType } from '@nestjs/config';
import { z } from 'zod';
import { parseEnv } from '../config/env-schema';

/** Which ObjectStoragePort adapter the product runs on, and where the local one keeps files. */
export interface ObjectStorageConfig {
  driver: 'local';
  /** Root folder of the local-disk adapter (OBJECT_STORAGE_DIR, else DATA_DIR/media). */
  localRoot: string;
}

export function loadObjectStorageConfig(env: NodeJS.ProcessEnv = process.env): ObjectStorageConfig {
  const raw = parseEnv(
    {
      OBJECT_STORAGE: z.enum(['local']).optional().default('local'),
      OBJECT_STORAGE_DIR: z.string().min(1).optional(),
      DATA_DIR: z.string().min(1).optional().default('.data'),
    },
    env,
  );
  return { driver: raw.OBJECT_STORAGE, localRoot: path.resolve(raw.OBJECT_STORAGE_DIR ?? path.join(raw.DATA_DIR, 'media')) };
}

export const objectStorageConfig = registerAs('objectStorage', () => loadObjectStorageConfig());
export type ObjectStorageConfigType = ConfigType<typeof objectStorageConfig>;
