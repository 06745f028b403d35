import type { Role } from '@fw/api-shared-domain';
import { AdminNotDeletableError, ExportRequiredError } from './accounts.errors';

/** How long an export of a client's data allows deleting the client. */
export const EXPORT_ALLOWS_DELETION_MINUTES = 60;

/**
 * A client may be deleted only right after their data was exported (a copy exists to hand over or
 * keep), and never an admin account (demote first: the last-admin rule lives there).
 */
export function assertClientDeletable(client: { role: Role }, lastExportAt: Date | null, now: Date): void {
  if (client.role === 'admin') throw new AdminNotDeletableError();
  if (!lastExportAt || now.getTime() - lastExportAt.getTime() > EXPORT_ALLOWS_DELETION_MINUTES * 60 * 1000) throw new ExportRequiredError();
}
