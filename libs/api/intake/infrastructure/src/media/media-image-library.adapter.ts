import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { AuthUser } from '@fw/api-shared-domain';
import { ImageLibraryPort } from '@fw/api-intake-application';
import { MediaLibraryService } from '@fw/api-media-application';

/** The media context's library takes a questionnaire's images. */
@Injectable()
export class MediaImageLibraryAdapter extends ImageLibraryPort {
  constructor(private readonly moduleRef: ModuleRef) {
    super();
  }

  add(caller: AuthUser, websiteId: string, file: { filename: string; bytes: Buffer }): Promise<{ id: string }> {
    // The media module is registered once by the composition root (with the websites that answer
    // it); looked up, not imported a second time.
    return this.moduleRef
      .get(MediaLibraryService, { strict: false })
      .upload(caller, websiteId, { filename: file.filename, content: Readable.from([file.bytes]), size: file.bytes.length });
  }
}
