import { Injectable } from '@nestjs/common';
import { ActivityEntry, bySectionKey, RECENT_ACTIVITY_LIMIT } from '@fw/api-sites-domain';
import { ActivityLogRepositoryPort } from '../ports/activity-log.repository.port';
import { SectionView, SiteReadsPort } from '../ports/site-reads.port';
import { WebsiteView } from './website-view';

/** What a signed-in client sees of their own website. */
@Injectable()
export class MyWebsiteService {
  constructor(
    private readonly reads: SiteReadsPort,
    private readonly activity: ActivityLogRepositoryPort,
  ) {}

  /** Sections in key order. */
  async getMyWebsite(userId: string): Promise<{ website: WebsiteView | null; sections: SectionView[] }> {
    const owned = await this.reads.ownedWebsite(userId);
    if (!owned) return { website: null, sections: [] };
    return { website: owned.website, sections: owned.sections.sort(bySectionKey) };
  }

  recentActivity(userId: string): Promise<ActivityEntry[]> {
    return this.activity.recentForUser(userId, RECENT_ACTIVITY_LIMIT);
  }
}
