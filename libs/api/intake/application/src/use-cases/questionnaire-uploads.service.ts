import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { ObjectStoragePort, StoredObject } from '@fw/api-shared-application';
import { acceptSubmissionFile, QuestionnaireSubmission, SubmissionFile, SubmissionFileNotFoundError, UploadLinkInvalidError } from '@fw/api-intake-domain';
import { FileContentSnifferPort } from '../ports/file-content-sniffer.port';
import { QuestionnaireRepositoryPort } from '../ports/questionnaire.repository.port';
import { SubmissionFileRepositoryPort } from '../ports/submission-file.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { hashLinkToken } from '../resume-token';

/** What the upload page shows its visitor: the names they listed, what arrived, until when. */
export interface UploadLinkView {
  listedFiles: string[];
  receivedFiles: SubmissionFile[];
  expiresAt: Date;
}

/**
 * The questionnaire's upload link (the visitor's side) and the received files (the admin's side).
 * The link's token only lets its holder send files to that one questionnaire and see what they
 * sent; every failure of the token (unknown, expired, closed) is UploadLinkInvalidError.
 */
@Injectable()
export class QuestionnaireUploadsService {
  private readonly logger = new Logger('QuestionnaireUploads');

  constructor(
    private readonly submissions: QuestionnaireRepositoryPort,
    private readonly files: SubmissionFileRepositoryPort,
    private readonly uow: UnitOfWorkPort,
    private readonly storage: ObjectStoragePort,
    private readonly sniffer: FileContentSnifferPort,
  ) {}

  async view(token: string | undefined, now = new Date()): Promise<UploadLinkView> {
    const submission = await this.openLink(token, now, false);
    return {
      listedFiles: submission.uploadedFiles,
      receivedFiles: await this.files.listBySubmission(submission.id),
      expiresAt: submission.uploadLinkExpiresAt as Date,
    };
  }

  /**
   * Stores one file sent through the link. Throws UploadLinkInvalidError, FileTooLargeError,
   * TooManyFilesError, FileTypeNotAcceptedError. The submission's row is locked while the file is
   * counted and written, so parallel uploads cannot pass the count.
   */
  async upload(token: string | undefined, fileName: string, bytes: Buffer, now = new Date()): Promise<SubmissionFile> {
    await this.openLink(token, now, false);
    const detectedMime = bytes.length > 0 ? await this.sniffer.detectMime(bytes) : null;
    let stored: string | null = null;
    try {
      return await this.uow.run(async () => {
        const submission = await this.openLink(token, now, true);
        const file = acceptSubmissionFile({
          id: randomUUID(),
          submissionId: submission.id,
          fileName,
          sizeBytes: bytes.length,
          detectedMime,
          filesAlreadyReceived: await this.files.countBySubmission(submission.id),
          now,
        });
        await this.storage.put(file.storageKey, bytes, file.contentType);
        stored = file.storageKey;
        this.files.add(file);
        return file;
      });
    } catch (error) {
      // The row did not commit: the stored bytes belong to nothing.
      if (stored) await this.storage.delete(stored).catch((cause: Error) => this.logger.warn(`orphan file ${stored} left: ${cause.message}`));
      throw error;
    }
  }

  /** The visitor sent everything: the link stops working (a second call finds it closed). */
  async finish(token: string | undefined, now = new Date()): Promise<void> {
    await this.uow.run(async () => {
      const submission = await this.openLink(token, now, true);
      submission.closeUploadLink(now);
    });
  }

  /** An admin's list of what arrived for a questionnaire. */
  async listForAdmin(submissionId: string): Promise<SubmissionFile[]> {
    return this.files.listBySubmission(submissionId);
  }

  /** An admin's download. Throws SubmissionFileNotFoundError (also when the bytes are gone). */
  async openForAdmin(submissionId: string, fileId: string): Promise<{ file: SubmissionFile; object: StoredObject }> {
    const file = await this.files.findOne(submissionId, fileId);
    const object = file ? await this.storage.get(file.storageKey) : null;
    if (!file || !object) throw new SubmissionFileNotFoundError();
    return { file, object };
  }

  /**
   * The images of a questionnaire not yet in a website's library, with their bytes (for the
   * composition root, which hands them to the media library when the questionnaire becomes a client).
   */
  async *imagesForLibrary(submissionId: string): AsyncGenerator<{ file: SubmissionFile; bytes: Buffer }> {
    for (const file of await this.files.listBySubmission(submissionId)) {
      if (!file.isImage() || file.mediaImageId) continue;
      const object = await this.storage.get(file.storageKey);
      if (!object) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
      yield { file, bytes: Buffer.concat(chunks) };
    }
  }

  /** The file is in a website's library now: it is not handed over again. */
  markInLibrary(fileId: string, mediaImageId: string): Promise<void> {
    return this.files.setMediaImage(fileId, mediaImageId);
  }

  private async openLink(token: string | undefined, now: Date, forUpdate: boolean): Promise<QuestionnaireSubmission> {
    if (!token || token.length > 200) throw new UploadLinkInvalidError();
    const submission = await this.submissions.findByUploadTokenHash(hashLinkToken(token), forUpdate);
    if (!submission || !submission.acceptsUploads(now)) throw new UploadLinkInvalidError();
    return submission;
  }
}
