import path from 'node:path';
import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { loadAppConfig, readinessVerdict, StorageHealth, storageHealth } from '@fw/api-shared-infrastructure';

class HealthDto {
  status: 'ok';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  private readonly dataDir = loadAppConfig().dataDir;
  // The embedded cluster may sit on a disk of its own (a mount under DATA_DIR): watch both.
  private readonly watchedDirs = [this.dataDir, path.join(this.dataDir, 'postgres')];

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
    let databaseUp = true;
    try {
      await Promise.race([this.em.getConnection().execute('select 1'), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000))]);
    } catch {
      databaseUp = false;
    }
    const verdict = readinessVerdict({ databaseUp, freeBytes: this.leastFreeBytes(), fullSince: storageHealth.fullSince() });
    if (!verdict.ready) throw new ServiceUnavailableException({ statusCode: 503, code: verdict.code, message: verdict.message });
    return { status: 'ok', database: 'up', storage: 'ok' };
  }

  private leastFreeBytes(): number | undefined {
    const free = this.watchedDirs.map((dir) => StorageHealth.freeBytes(dir)).filter((n): n is number => n !== undefined);
    return free.length ? Math.min(...free) : undefined;
  }
}
