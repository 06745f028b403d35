import { Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from '@fw/api-shared-domain';
import { ImageLibraryPort } from '../ports/image-library.port';
import { QuestionnaireUploadsService } from './questionnaire-uploads.service';

/**
 * When a questionnaire becomes a client's website, the images its visitor sent join that website's
 * library (through the library's own upload: checked, counted against the quota, variants queued).
 * Each image goes once; one the library refuses (quota, size) stays with the questionnaire, where
 * the admin can still download it, and the client is created all the same.
 */
@Injectable()
export class SubmissionImagesToLibrary {
  private readonly logger = new Logger('SubmissionImagesToLibrary');

  constructor(
    private readonly uploads: QuestionnaireUploadsService,
    private readonly library: ImageLibraryPort,
  ) {}

  /** Returns how many images joined the library. */
  async move(submissionId: string, websiteId: string, admin: AuthUser): Promise<number> {
    let moved = 0;
    for await (const { file, bytes } of this.uploads.imagesForLibrary(submissionId)) {
      try {
        const image = await this.library.add(admin, websiteId, { filename: file.fileName, bytes });
        await this.uploads.markInLibrary(file.id, image.id);
        moved += 1;
      } catch (error) {
        this.logger.warn(`questionnaire ${submissionId}: image ${file.id} stays with the questionnaire (${(error as Error).message})`);
      }
    }
    return moved;
  }
}
