import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { ObjectStoragePort } from '@fw/api-shared-application';
import { objectStorageConfig, ObjectStorageConfig } from './object-storage.config';
import { LocalDiskObjectStorage } from './local-disk-object-storage.adapter';
import { S3ObjectStorage } from './s3-object-storage.adapter';

/** The one ObjectStoragePort of the process, chosen by OBJECT_STORAGE (local disk by default, or an S3-compatible bucket). */
export function createObjectStorage(config: ObjectStorageConfig): ObjectStoragePort {
  switch (config.driver) {
    case 'local':
      return new LocalDiskObjectStorage(config.localRoot);
    case 's3':
      return new S3ObjectStorage(config.s3);
  }
}

/**
 * The storage that db:backup puts into its file and db:restore puts back: the local-disk one. An
 * S3 bucket is kept by its provider (versioning, replication), not copied into every backup.
 */
export function backedUpObjectStorage(config: ObjectStorageConfig): ObjectStoragePort | undefined {
  return config.driver === 'local' ? new LocalDiskObjectStorage(config.localRoot) : undefined;
}

@Global()
@Module({
  providers: [{ provide: ObjectStoragePort, useFactory: createObjectStorage, inject: [objectStorageConfig.KEY] }],
  exports: [ObjectStoragePort],
})
export class ObjectStorageModule implements OnApplicationShutdown {
  constructor(@Inject(ObjectStoragePort) private readonly storage: ObjectStoragePort) {}

  onApplicationShutdown(): void {
    if (this.storage instanceof S3ObjectStorage) this.storage.close();
  }
}
