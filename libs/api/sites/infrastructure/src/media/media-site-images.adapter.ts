import { Injectable, Logger } from '@nestjs/common';
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
  private readonly logger = new Logger(MediaWebsiteFilesAdapter.name);

  constructor(private readonly media: WebsiteMediaFilesService) {
    super();
  }

  async removeAllOf(websiteId: string): Promise<void> {
    await this.media.removeAll(websiteId).catch((cause: Error) => this.logger.warn(`files of deleted website ${websiteId} left: ${cause.message}`));
  }
}
