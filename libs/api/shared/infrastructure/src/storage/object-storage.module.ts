import { Global, Module } from '@nestjs/common';
import { ObjectStoragePort } from '@fw/api-shared-application';
import { objectStorageConfig, ObjectStorageConfig } from './object-storage.config';
import { LocalDiskObjectStorage } from './local-disk-object-storage.adapter';

/** The one ObjectStoragePort of the process, chosen by OBJECT_STORAGE (local disk by default). */
export function createObjectStorage(config: ObjectStorageConfig): ObjectStoragePort {
  switch (config.driver) {
    case 'local':
      return new LocalDiskObjectStorage(config.localRoot);
  }
}

@Global()
@Module({
  providers: [{ provide: ObjectStoragePort, useFactory: createObjectStorage, inject: [objectStorageConfig.KEY] }],
  exports: [ObjectStoragePort],
})
export class ObjectStorageModule {}
