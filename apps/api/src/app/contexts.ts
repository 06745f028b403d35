import type { EntitySchema } from '@mikro-orm/core';
import type { ConfigFactory } from '@nestjs/config';
import type { DynamicModule, Type } from '@nestjs/common';
import { AuditModule, auditEntitySchemas, CsvExportModule, ObjectStorageModule, objectStorageConfig, RateLimitModule } from '@fw/api-shared-infrastructure';
import { accountsConfig, AccountsModule, accountsEntitySchemas, ClientProjectModule, ClientRecordsModule } from '@fw/api-accounts-infrastructure';
import { mailConfig, MailAdminModule, MailModule, mailEntitySchemas } from '@fw/api-mail-infrastructure';
import { SitesModule, sitesConfig, sitesEntitySchemas, sitesHostingConfig } from '@fw/api-sites-infrastructure';
import { billingConfig, BillingModule, billingEntitySchemas } from '@fw/api-billing-infrastructure';
import { intakeConfig, intakeEntitySchemas, IntakeModule } from '@fw/api-intake-infrastructure';
import { mediaConfig, mediaEntitySchemas, MediaModule } from '@fw/api-media-infrastructure';
import { OrderBuildBindingModule } from './order-build-binding.module';
import { ClientProvisioningModule } from './provisioning/client-provisioning.module';
import { PurchaseClaimBindingModule } from './purchase-claim-binding.module';
import { ClientFactsModule } from './client-facts/client-facts.module';
// <context-imports>

/** Every bounded context's Nest module, entity schemas and config, composed in one place. */
export const contextModules: Array<Type<unknown> | DynamicModule> = [
  RateLimitModule,
  ObjectStorageModule,
  AuditModule,
  CsvExportModule,
  AccountsModule,
  MailModule,
  SitesModule,
  BillingModule,
  PurchaseClaimBindingModule,
  // The admin client list's website state and e-mail health: websites and mail answer accounts.
  ClientFactsModule,
  IntakeModule,
  // The e-mail log names each e-mail's questionnaire submission: intake answers for mail.
  MailAdminModule.register({ submissionsFrom: IntakeModule }),
  // Whether an order's buyer has a built website: the websites context answers billing.
  OrderBuildBindingModule,
  ClientProvisioningModule,
  // The admin home, client merges and a client's data export and deletion: accounts asks every context.
  ClientRecordsModule.register({ answeredBy: [SitesModule, IntakeModule, BillingModule] }),
  // The client's project card and first sign-in: websites and intake answer accounts.
  ClientProjectModule.register({ answeredBy: [SitesModule, IntakeModule] }),
  // Whose website an image belongs to, and where pages show it: the websites context answers.
  MediaModule.register({ websitesFrom: SitesModule }),
  // <context-modules>
];

export const entitySchemas: EntitySchema[] = [
  ...accountsEntitySchemas,
  ...mailEntitySchemas,
  ...sitesEntitySchemas,
  ...billingEntitySchemas,
  ...intakeEntitySchemas,
  ...mediaEntitySchemas,
  ...auditEntitySchemas,
  // <context-entities>
];

export const configRegistrations: ConfigFactory[] = [
  accountsConfig,
  mailConfig,
  billingConfig,
  intakeConfig,
  sitesConfig,
  sitesHostingConfig,
  objectStorageConfig,
  mediaConfig,
  // <context-configs>
];
