import path from 'node:path';
import { ConfigurationError } from '../config/env-schema';
import { loadObjectStorageConfig } from './object-storage.config';
import { createObjectStorage } from './object-storage.module';
import { LocalDiskObjectStorage } from './local-disk-object-storage.adapter';

describe('object storage config', () => {
  it('defaults to local disk under DATA_DIR/media', () => {
    const config = loadObjectStorageConfig({ DATA_DIR: '/srv/data' });
    expect(config).toEqual({ driver: 'local', localRoot: path.resolve('/srv/data/media') });
    expect(createObjectStorage(config)).toBeInstanceOf(LocalDiskObjectStorage);
  });

  it('takes OBJECT_STORAGE_DIR over DATA_DIR', () => {
    expect(loadObjectStorageConfig({ DATA_DIR: '/srv/data', OBJECT_STORAGE_DIR: '/mnt/media' })).toEqual({
      driver: 'local',
      localRoot: path.resolve('/mnt/media'),
    });
  });

  it('names the variable when the driver is unknown', () => {
    expect(() => loadObjectStorageConfig({ OBJECT_STORAGE: 'ftp' })).toThrow(ConfigurationError);
    expect(() => loadObjectStorageConfig({ OBJECT_STORAGE: 'ftp' })).toThrow(/OBJECT_STORAGE/);
  });
});
