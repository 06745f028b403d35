/** Defined with the shared identity guards (one home); accounts keeps its old import path. */
export type { AuthUser } from '@fw/api-shared-domain';
