// One transaction per use case: the port is shared by every context.
export { UnitOfWorkPort as BillingUnitOfWorkPort } from '@fw/api-shared-application';
