import type { SubmissionFile } from '@fw/api-intake-domain';

/** Files received for questionnaires. Calls made inside UnitOfWorkPort.run take part in its transaction. */
export abstract class SubmissionFileRepositoryPort {
  /** Stores a new file row (written when the unit of work commits). */
  abstract add(file: SubmissionFile): void;
  /** A submission's files, oldest first. */
  abstract listBySubmission(submissionId: string): Promise<SubmissionFile[]>;
  abstract countBySubmission(submissionId: string): Promise<number>;
  /** The file, only if it belongs to that submission. */
  abstract findOne(submissionId: string, fileId: string): Promise<SubmissionFile | null>;
  /** Records the library image a file became. */
  abstract setMediaImage(fileId: string, mediaImageId: string): Promise<void>;
}
