import { DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { LoggerModule } from 'nestjs-pino';
import pino from 'pino';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { appConfig, createOrmOptions, databaseConfig, loadAppConfig, loadDatabaseConfig } from '@fw/api-shared-infrastructure';
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
    const app = loadAppConfig();
    const db = loadDatabaseConfig();
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: [appConfig, databaseConfig, ...configRegistrations] }),
        LoggerModule.forRoot({
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: [
            {
              level: app.logLevel,
              // Never log credentials, tokens or signatures: the serializers below keep only the
              // request id, method, path and status (no headers, no query string, no body). The id
              // is Fastify's request.id (request-id.ts), which middie hands to pino-http.
              // The path as requested: middie hands the middleware a `req.url` without the prefix
              // it was mounted under, and keeps the whole one as `originalUrl`.
              autoLogging: { ignore: (req: IncomingMessage & { originalUrl?: string }) => !(req.originalUrl ?? req.url ?? '').startsWith('/api/') },
              customLogLevel: (_req: IncomingMessage, res: ServerResponse, err?: Error) =>
                err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
              // Given the raw request and response (not wrapped around pino's standard serializers,
              // which copy headers, query, address and port into an object on every request, as
              // pino-http binds the request to each request's logger even when nothing is logged).
              wrapSerializers: false,
              serializers: {
                req: (req: { id: string; method: string; url: string; originalUrl?: string }) => ({
                  id: req.id,
                  method: req.method,
                  url: (req.originalUrl ?? req.url)?.split('?')[0],
                }),
                res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
                err: pino.stdSerializers.err,
              },
            },
            pino.destination(app.logFile ? { dest: app.logFile, mkdir: true, sync: true } : { dest: 1, sync: true }),
          ],
        }),
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
