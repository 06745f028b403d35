import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DomainTakenError, OwnerHasWebsiteError, SitesInvalidFieldError, Website, WebsiteNotFoundError, type WebsiteStatus } from '@fw/api-sites-domain';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { WebsiteRepositoryPort } from '../ports/website.repository.port';
import { OwnerDirectoryPort } from '../ports/owner-directory.port';
import { WebsiteFilesPort } from '../ports/website-files.port';
import { WebsiteView, withOwners } from './website-view';
import { TemplateSectionsService } from './template-sections.service';

export interface WebsiteInput {
  name?: string;
  /** null or '' clears it. */
  domain?: string | null;
  template?: string | null;
  ownerId?: string | null;
  status?: WebsiteStatus;
  requiresReview?: boolean;
}

/** Admin management of every website: name, domain (a unique host name), template, owner. */
@Injectable()
export class AdminWebsitesService {
  constructor(
    private readonly uow: UnitOfWorkPort,
    private readonly websites: WebsiteRepositoryPort,
    private readonly owners: OwnerDirectoryPort,
    private readonly templateSections: TemplateSectionsService,
    private readonly files: WebsiteFilesPort,
  ) {}

  async get(id: string): Promise<WebsiteView> {
    const website = await this.websites.findById(id);
    if (!website) throw new WebsiteNotFoundError();
    return (await withOwners(this.owners, [website]))[0];
  }

  create(input: WebsiteInput & { name: string }): Promise<WebsiteView> {
    return this.uow.run(async () => {
      const website = Website.create({ id: randomUUID(), name: input.name, domain: input.domain, template: input.template });
      website.ownerId = await this.checkOwner(input.ownerId ?? null);
      await this.checkOwnerFree(website);
      await this.checkDomainFree(website);
      await this.websites.save(website);
      await this.templateSections.addMissing(website.id, website.template);
      return (await withOwners(this.owners, [website]))[0];
    });
  }

  update(id: string, input: WebsiteInput): Promise<WebsiteView> {
    return this.uow.run(async () => {
      const website = await this.websites.findById(id);
      if (!website) throw new WebsiteNotFoundError();
      if (input.name !== undefined) website.rename(input.name);
      if (input.domain !== undefined) website.changeDomain(input.domain);
      if (input.template !== undefined) website.changeTemplate(input.template);
      if (input.status !== undefined) website.status = input.status;
      if (input.requiresReview !== undefined) website.requiresReview = input.requiresReview;
      if (input.ownerId !== undefined) {
        website.ownerId = await this.checkOwner(input.ownerId);
        await this.checkOwnerFree(website);
      }
      await this.checkDomainFree(website);
      await this.websites.save(website);
      // A template change keeps every section and adds the new template's others.
      if (input.template !== undefined) await this.templateSections.addMissing(website.id, website.template);
      return (await withOwners(this.owners, [website]))[0];
    });
  }

  /** Deletes the website with its content (one transaction), then its files, which no page can show any more. */
  async delete(id: string): Promise<void> {
    await this.uow.run(async () => {
      const website = await this.websites.findById(id);
      if (!website) throw new WebsiteNotFoundError();
      await this.websites.remove(website);
    });
    // After the commit: files removed for a deletion that rolled back would break a live site.
    await this.files.removeAllOf(id);
  }

  private async checkOwner(ownerId: string | null): Promise<string | null> {
    if (!ownerId) return null;
    const found = await this.owners.findOwners([ownerId]);
    if (!found.has(ownerId)) throw new SitesInvalidFieldError('owner_id', 'owner_id must be the id of an existing client');
    return ownerId;
  }

  /** The client dashboard shows the owner's one website; a second would be out of their reach. */
  private async checkOwnerFree(website: Website): Promise<void> {
    if (!website.ownerId) return;
    const other = await this.websites.findByOwner(website.ownerId);
    if (other && other.id !== website.id) throw new OwnerHasWebsiteError(other.name);
  }

  private async checkDomainFree(website: Website): Promise<void> {
    if (!website.domain) return;
    const other = await this.websites.findByDomain(website.domain);
    if (other && other.id !== website.id) throw new DomainTakenError(website.domain, other.name);
  }
}
