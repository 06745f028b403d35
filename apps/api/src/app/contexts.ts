import type { EntitySchema } from '@mikro-orm/core';
import type { ConfigFactory } from '@nestjs/config';
import type { DynamicModule, Type } from '@nestjs/common';

/** Every bounded context's Nest module, entity schemas and config, composed in one place. */
export const contextModules: Array<Type<unknown> | DynamicModule> = [];
export const entitySchemas: EntitySchema[] = [];
export const configRegistrations: ConfigFactory[] = [];
