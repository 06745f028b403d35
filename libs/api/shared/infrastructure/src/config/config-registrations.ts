import { ConfigType, registerAs } from '@nestjs/config';
import { loadAppConfig } from './app.config';
import { loadDatabaseConfig } from './database.config';

export const appConfig = registerAs('app', () => loadAppConfig());
export const databaseConfig = registerAs('database', () => loadDatabaseConfig());
export type AppConfigType = ConfigType<typeof appConfig>;
export type DatabaseConfigType = ConfigType<typeof databaseConfig>;
