import { Injectable } from '@nestjs/common';
import { ImageUsagePort, MediaWebsitesPort } from '@fw/api-media-application';
import { ContentSectionRepositoryPort, WebsiteRepositoryPort } from '@fw/api-sites-application';

/** The websites context answers the media library's questions: whose website, and where an image shows. */
@Injectable()
export class SitesMediaWebsitesAdapter extends MediaWebsitesPort {
  constructor(private readonly websites: WebsiteRepositoryPort) {
    super();
  }

  async ownerOf(websiteId: string): Promise<{ ownerId: string | null } | undefined> {
    const website = await this.websites.findById(websiteId);
    return website ? { ownerId: website.ownerId ?? null } : undefined;
  }
}

/** A section shows an image when its value names the image's id (image slots store the id). */
@Injectable()
export class SitesImageUsageAdapter extends ImageUsagePort {
  constructor(private readonly sections: ContentSectionRepositoryPort) {
    super();
  }

  async placesUsing(websiteId: string, imageId: string): Promise<string[]> {
    const sections = await this.sections.listByWebsite(websiteId);
    return sections.filter((s) => s.contentValue.includes(imageId)).map((s) => s.sectionKey);
  }
}
