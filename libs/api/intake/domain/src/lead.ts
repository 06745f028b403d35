import { NotFoundError } from '@fw/api-shared-domain';

/** Where a lead stands: new until someone answers it, replied, or closed (nothing more to do). */
export const LEAD_STATUSES = ['new', 'replied', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * A contact-form message kept as a lead. The typed fields are the visitor's own words, stored as
 * sent (trimmed); they are never mailed back to the unverified address.
 */
export class Lead {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: LeadStatus = 'new';
  createdAt: Date = new Date();
  updatedAt: Date = new Date();

  setStatus(status: LeadStatus): void {
    this.status = status;
  }
}

export class LeadNotFoundError extends NotFoundError {
  constructor() {
    super('INTAKE.LEAD_NOT_FOUND', 'Lead not found');
  }
}
