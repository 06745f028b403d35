import { DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { appConfig, createOrmOptions, databaseConfig, loadDatabaseConfig } from '@fw/api-shared-infrastructure';
import { HealthController } from './health.controller';
import { contextModules, entitySchemas, configRegistrations } from './contexts';

export interface AppModuleOptions {
  databaseUrl: string;
  /** Connect to the database only on first use (OpenAPI generation needs no database). */
  lazyConnect?: boolean;
}

@Module({})
export class AppModule {
  static register(options: AppModuleOptions): DynamicModule {
    const db = loadDatabaseConfig();
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: [appConfig, databaseConfig, ...configRegistrations] }),
        MikroOrmModule.forRoot({
          ...createOrmOptions({
            url: options.databaseUrl,
            entities: entitySchemas,
            poolMax: db.poolMax,
            acquireTimeoutMs: db.acquireTimeoutMs,
          }),
          connect: !options.lazyConnect,
          // Registered in createApp instead, as a Fastify onRequest hook that forks on first use.
          registerRequestContext: false,
        }),
        ...contextModules,
      ],
      controllers: [HealthController],
    };
  }
}
