// One transaction per use case: the port is shared by every context.
export { UnitOfWorkPort } from '@fw/api-shared-application';
