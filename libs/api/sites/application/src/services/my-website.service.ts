import { Injectable } from '@nestjs/common';
import { ActivityEntry, bySectionKey, ContentSection, RECENT_ACTIVITY_LIMIT } from '@fw/api-sites-domain';
import { WebsiteRepositoryPort } from '../ports/website.repository.port';
import { ContentSectionRepositoryPort } from '../ports/content-section.repository.port';
import { ActivityLogRepositoryPort } from '../ports/activity-log.repository.port';
import { OwnerDirectoryPort } from '../ports/owner-directory.port';
import { WebsiteView, withOwners } from './website-view';

/** What a signed-in client sees of their own website. */
@Injectable()
export class MyWebsiteService {
  constructor(
    private readonly websites: WebsiteRepositoryPort,
    private readonly sections: ContentSectionRepositoryPort,
    private readonly activity: ActivityLogRepositoryPort,
    private readonly owners: OwnerDirectoryPort,
  ) {}

  async getMyWebsite(userId: string): Promise<{ website: WebsiteView | null; sections: ContentSection[] }> {
    const website = await this.websites.findByOwner(userId);
    if (!website) return { website: null, sections: [] };
    const [view] = await withOwners(this.owners, [website]);
    const sections = await this.sections.listByWebsite(website.id);
    return { website: view, sections: sections.sort(bySectionKey) };
  }

  recentActivity(userId: string): Promise<ActivityEntry[]> {
    return this.activity.recentForUser(userId, RECENT_ACTIVITY_LIMIT);
  }
}
