import type { EntitySchema } from '@mikro-orm/core';
import type { ConfigFactory } from '@nestjs/config';
import type { DynamicModule, Type } from '@nestjs/common';
import { RateLimitModule } from '@fw/api-shared-infrastructure';
import { accountsConfig, AccountsModule, accountsEntitySchemas } from '@fw/api-accounts-infrastructure';
// <context-imports>

/** Every bounded context's Nest module, entity schemas and config, composed in one place. */
export const contextModules: Array<Type<unknown> | DynamicModule> = [
  RateLimitModule,
  AccountsModule,
  // <context-modules>
];

export const entitySchemas: EntitySchema[] = [
  ...accountsEntitySchemas,
  // <context-entities>
];

export const configRegistrations: ConfigFactory[] = [
  accountsConfig,
  // <context-configs>
];
