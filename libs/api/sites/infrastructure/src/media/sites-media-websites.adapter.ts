import { Injectable } from '@nestjs/common';
import { ImageUsagePort, MediaWebsitesPort } from '@fw/api-media-application';
import { BlogPostRepositoryPort, ContentSectionRepositoryPort, WebsiteRepositoryPort } from '@fw/api-sites-application';
import { imageIdsIn } from '@fw/shared-site-render';
import { labelOf } from '@fw/shared-site-templates';

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

/**
 * Where an image shows, in the editor's words: each section (slot, gallery) whose published text or
 * draft names it, by its template label ("About photo", "Photo gallery (draft)"), and each post
 * whose cover it is.
 */
@Injectable()
export class SitesImageUsageAdapter extends ImageUsagePort {
  constructor(
    private readonly websites: WebsiteRepositoryPort,
    private readonly sections: ContentSectionRepositoryPort,
    private readonly posts: BlogPostRepositoryPort,
  ) {
    super();
  }

  async placesUsing(websiteId: string, imageId: string): Promise<string[]> {
    const [website, sections, posts] = await Promise.all([
      this.websites.findById(websiteId),
      this.sections.listByWebsite(websiteId),
      this.posts.listByWebsite(websiteId),
    ]);
    const names = (value: string | null) => !!value && imageIdsIn({ value }).includes(imageId);
    const template = website?.template ?? null;
    const places: string[] = [];
    for (const section of sections) {
      const label = labelOf(template, section.sectionKey);
      if (names(section.contentValue)) places.push(label);
      else if (names(section.draftValue)) places.push(`${label} (draft)`);
    }
    for (const post of posts) if (names(post.coverImage)) places.push(`Cover of the blog post “${post.title}”`);
    return places;
  }
}
