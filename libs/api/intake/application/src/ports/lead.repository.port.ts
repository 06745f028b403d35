import type { Lead } from '@fw/api-intake-domain';

/** Contact-form leads. Calls made inside UnitOfWorkPort.run take part in its transaction. */
export abstract class LeadRepositoryPort {
  /** Stores a new lead (written when the unit of work commits). */
  abstract add(lead: Lead): void;
  /** Reads and row-locks (FOR UPDATE) until the unit of work ends; only inside UnitOfWorkPort.run. */
  abstract findByIdForUpdate(id: string): Promise<Lead | null>;
}
