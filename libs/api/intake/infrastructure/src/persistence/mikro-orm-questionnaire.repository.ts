import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QuestionnaireRepositoryPort } from '@fw/api-intake-application';
import { QuestionnaireSubmission } from '@fw/api-intake-domain';
import { QuestionnaireSubmissionSchema } from './questionnaire-submission.schema';

@Injectable()
export class MikroOrmQuestionnaireRepository extends QuestionnaireRepositoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findById(id: string): Promise<QuestionnaireSubmission | null> {
    return this.em.findOne(QuestionnaireSubmissionSchema, { id }, { populate: ['resumeTokenHash', 'reminderTokenHash'], disableIdentityMap: true });
  }

  findByIdForUpdate(id: string): Promise<QuestionnaireSubmission | null> {
    return this.em.findOne(QuestionnaireSubmissionSchema, { id }, { populate: ['resumeTokenHash', 'reminderTokenHash'], lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  add(submission: QuestionnaireSubmission): void {
    this.em.persist(submission);
  }
}
