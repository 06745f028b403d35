export { IsOmittable } from '@fw/api-shared-infrastructure';

export const MAX_INT = 2_147_483_647;
