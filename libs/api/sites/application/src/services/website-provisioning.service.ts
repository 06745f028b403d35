import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ContentSection, Revision, Website, WEBSITE_NAME_MAX } from '@fw/api-sites-domain';
import { ContentSectionRepositoryPort } from '../ports/content-section.repository.port';
import { WebsiteRepositoryPort } from '../ports/website.repository.port';
import { RevisionRepositoryPort } from '../ports/revision.repository.port';
import { TemplateSectionsService } from './template-sections.service';

export interface StartingSection {
  key: string;
  type: string;
  value: string;
}

export interface ProvisionWebsiteInput {
  ownerId: string;
  /** Cut to the longest name allowed; a blank one becomes "New website". */
  name: string;
  orderId?: string | null;
  submissionId?: string | null;
  /**
   * For a website made now, or one still waiting for its build with no sections yet (made by a
   * payment before the questionnaire came in): it then also takes `name`. Any other existing
   * website's name and sections are never touched.
   */
  sections?: StartingSection[];
}

/**
 * The website record of a client the business provisions (a paid package, a questionnaire turned
 * into a client): status "waiting for build", no domain yet. Called by other contexts through the
 * application; runs in the caller's transaction.
 */
@Injectable()
export class WebsiteProvisioningService {
  constructor(
    private readonly websites: WebsiteRepositoryPort,
    private readonly sections: ContentSectionRepositoryPort,
    private readonly revisions: RevisionRepositoryPort,
    private readonly templateSections: TemplateSectionsService,
  ) {}

  /**
   * The owner's website, made now if they have none (a client owns at most one). An existing one
   * only gains the order or questionnaire it did not know yet. Safe to repeat.
   */
  async ensureForOwner(input: ProvisionWebsiteInput): Promise<{ websiteId: string; created: boolean; filled: boolean }> {
    const existing = await this.websites.findByOwner(input.ownerId);
    if (existing) {
      let changed = false;
      if (!existing.orderId && input.orderId) [existing.orderId, changed] = [input.orderId, true];
      if (!existing.submissionId && input.submissionId) [existing.submissionId, changed] = [input.submissionId, true];
      // A buyer who paid before filling the questionnaire has an empty website with a placeholder
      // name: the admin's name and starting sections go into it rather than being dropped.
      const fill = !!input.sections?.length && existing.status === 'waiting_for_build' && (await this.sections.listByWebsite(existing.id)).length === 0;
      if (fill) {
        existing.rename(websiteName(input.name));
        changed = true;
      }
      if (changed) await this.websites.save(existing);
      if (fill) await this.startSections(existing.id, existing.template, input.sections ?? []);
      return { websiteId: existing.id, created: false, filled: fill };
    }
    const website = Website.create({ id: randomUUID(), name: websiteName(input.name), ownerId: input.ownerId });
    website.status = 'waiting_for_build';
    website.orderId = input.orderId ?? null;
    website.submissionId = input.submissionId ?? null;
    await this.websites.save(website);
    await this.startSections(website.id, website.template, input.sections ?? []);
    return { websiteId: website.id, created: true, filled: !!input.sections?.length };
  }

  /**
   * The client's website takes the business name they gave, while it waits for its build with no
   * sections yet (its name was only a placeholder); a website being designed or live keeps its name.
   * Runs in the caller's transaction. Returns whether it was renamed.
   */
  async nameWaitingWebsite(ownerId: string, businessName: string): Promise<boolean> {
    const website = await this.websites.findByOwner(ownerId);
    if (!website || website.status !== 'waiting_for_build') return false;
    if ((await this.sections.listByWebsite(website.id)).length > 0) return false;
    website.rename(websiteName(businessName));
    await this.websites.save(website);
    return true;
  }

  /** Where the owner's website stands, for the client's project status; null without one. */
  async progressFor(ownerId: string): Promise<{ status: Website['status']; paid: boolean; hasSections: boolean } | null> {
    const website = await this.websites.findByOwner(ownerId);
    if (!website) return null;
    const hasSections = (await this.sections.listByWebsite(website.id)).length > 0;
    return { status: website.status, paid: !!website.orderId, hasSections };
  }

  /**
   * The given starting sections, then, when there are any, the rest of the template's sections with
   * their starter text. A website made by a payment alone stays without sections: "no sections yet"
   * is how the admin's form and the client's business name recognise it as still to be filled.
   */
  private async startSections(websiteId: string, templateId: string | null, sections: StartingSection[]): Promise<void> {
    if (!sections.length) return;
    await this.insertSections(websiteId, sections);
    await this.templateSections.addMissing(websiteId, templateId);
  }

  /** Each starting section's history begins with its 'create' revision (by nobody: the business's provisioning). */
  private async insertSections(websiteId: string, sections: StartingSection[]): Promise<void> {
    const created: Revision[] = [];
    for (const section of sections) {
      const made = ContentSection.create({ id: randomUUID(), websiteId, sectionKey: section.key, contentType: section.type, contentValue: section.value });
      await this.sections.insert(made);
      created.push(Revision.forSection(randomUUID(), null, 'create', null, made));
    }
    await this.revisions.append(...created);
  }
}

/** Cut to the longest name allowed; a blank one becomes "New website". */
function websiteName(name: string): string {
  return name.trim().slice(0, WEBSITE_NAME_MAX).trim() || 'New website';
}
