import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SubmissionFileRepositoryPort } from '@fw/api-intake-application';
import { SubmissionFile } from '@fw/api-intake-domain';
import { SubmissionFileSchema } from './questionnaire-submission.schema';

@Injectable()
export class MikroOrmSubmissionFileRepository extends SubmissionFileRepositoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  add(file: SubmissionFile): void {
    this.em.persist(file);
  }

  listBySubmission(submissionId: string): Promise<SubmissionFile[]> {
    return this.em.find(SubmissionFileSchema, { submissionId }, { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], disableIdentityMap: true });
  }

  countBySubmission(submissionId: string): Promise<number> {
    return this.em.count(SubmissionFileSchema, { submissionId });
  }

  findOne(submissionId: string, fileId: string): Promise<SubmissionFile | null> {
    return this.em.findOne(SubmissionFileSchema, { id: fileId, submissionId }, { disableIdentityMap: true });
  }

  async setMediaImage(fileId: string, mediaImageId: string): Promise<void> {
    await this.em.nativeUpdate(SubmissionFileSchema, { id: fileId }, { mediaImageId });
  }
}
