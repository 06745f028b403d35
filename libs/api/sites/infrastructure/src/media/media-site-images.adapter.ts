import { Injectable } from '@nestjs/common';
import { ReadyImagesService, WebsiteMediaFilesService } from '@fw/api-media-application';
import { SiteImagesPort, WebsiteFilesPort } from '@fw/api-sites-application';
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

/** A deleted website's image files go with it, through the media library that stored them. */
@Injectable()
export class MediaWebsiteFilesAdapter extends WebsiteFilesPort {
  constructor(private readonly media: WebsiteMediaFilesService) {
    super();
  }

  removeAllOf(websiteId: string): Promise<void> {
    return this.media.removeAll(websiteId);
  }
}
