import { Injectable } from '@nestjs/common';
import { ReadyImagesService } from '@fw/api-media-application';
import { SiteImagesPort } from '@fw/api-sites-application';
import type { SiteImage } from '@fw/shared-site-render';

@Injectable()
export class MediaSiteImagesAdapter extends SiteImagesPort {
  constructor(private readonly ready: ReadyImagesService) {
    super();
  }

  readyImages(websiteId: string, ids: string[]): Promise<Record<string, SiteImage>> {
    return this.ready.forWebsite(websiteId, ids);
  }

  ownImageIds(websiteId: string, ids: string[]): Promise<Set<string>> {
    return this.ready.inLibrary(websiteId, ids);
  }
}
