import { Injectable } from '@nestjs/common';
import { Lead, LeadNotFoundError, LeadStatus } from '@fw/api-intake-domain';
import { LeadRepositoryPort } from '../ports/lead.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';

/** An admin moves a lead along: new → replied → closed (or back). */
@Injectable()
export class LeadsService {
  constructor(
    private readonly leads: LeadRepositoryPort,
    private readonly uow: UnitOfWorkPort,
  ) {}

  /** Throws LeadNotFoundError. Setting the status it already has changes nothing but is not an error. */
  async setStatus(id: string, status: LeadStatus): Promise<Lead> {
    return this.uow.run(async () => {
      const lead = await this.leads.findByIdForUpdate(id);
      if (!lead) throw new LeadNotFoundError();
      lead.setStatus(status);
      return lead;
    });
  }
}
