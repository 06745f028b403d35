import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { loadAppConfig, StorageHealth, storageHealth } from '@fw/api-shared-infrastructure';

class HealthDto {
  status: 'ok';
}

/** Below this much free space in DATA_DIR, readiness says the storage is full. */
const MIN_FREE_BYTES = 1024 * 1024;

@ApiTags('health')
@Controller('health')
export class HealthController {
  private readonly dataDir = loadAppConfig().dataDir;

  constructor(private readonly em: EntityManager) {}

  @Get()
  @HttpCode(200)
  @ApiOperation({ summary: 'Liveness: the process answers (a restart would not help otherwise)' })
  @ApiOkResponse({ schema: { example: { status: 'ok' } } })
  live(): HealthDto {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Readiness: the database answers and storage is not full' })
  @ApiOkResponse({ schema: { example: { status: 'ok', database: 'up', storage: 'ok' } } })
  @ApiServiceUnavailableResponse({ description: 'Database unreachable (HEALTH.DATABASE_DOWN) or disk full (HEALTH.STORAGE_FULL)' })
  async ready(): Promise<{ status: 'ok'; database: 'up'; storage: 'ok' }> {
    try {
      await Promise.race([
        this.em.getConnection().execute('select 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000)),
      ]);
    } catch {
      throw new ServiceUnavailableException({ statusCode: 503, code: 'HEALTH.DATABASE_DOWN', message: 'Database unreachable' });
    }
    const free = StorageHealth.freeBytes(this.dataDir);
    const full = storageHealth.fullSince();
    if (full || (free !== undefined && free < MIN_FREE_BYTES)) {
      const where = full ? `a write to the ${full.source} failed for lack of space at ${full.at.toISOString()}` : `${free} bytes free in DATA_DIR`;
      throw new ServiceUnavailableException({ statusCode: 503, code: 'HEALTH.STORAGE_FULL', message: `Storage full: ${where}` });
    }
    return { status: 'ok', database: 'up', storage: 'ok' };
  }
}
