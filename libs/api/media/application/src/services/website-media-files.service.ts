import { Injectable } from '@nestjs/common';
import { ObjectStoragePort } from '@fw/api-shared-application';
import { websiteMediaPrefixes } from './media-keys';

/** The stored files of a website's whole image library, for when the website itself is gone. */
@Injectable()
export class WebsiteMediaFilesService {
  constructor(private readonly storage: ObjectStoragePort) {}

  /** Deletes every source and variant stored for the website. Repeating it finds nothing left to do. */
  async removeAll(websiteId: string): Promise<void> {
    for (const prefix of websiteMediaPrefixes(websiteId)) {
      for await (const key of this.storage.list(prefix)) await this.storage.delete(key);
    }
  }
}
