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

  async findLatestByBusinessEmail(email: string): Promise<QuestionnaireSubmission | null> {
    // lower(business_email) is indexed (leads link to questionnaires the same way).
    // em.execute runs in the caller's transaction when there is one.
    const rows = await this.em.execute<Array<{ id: string }>>(
        `select id from questionnaire_submissions
          where lower(business_email) = lower(?) and status <> 'expired'
          order by (status = 'completed') desc, created_at desc, id limit 1`,
        [email.trim()],
      );
    return rows.length ? this.findById(rows[0].id) : null;
  }

  async setClientIfUnset(id: string, clientId: string): Promise<boolean> {
    const changed = await this.em.nativeUpdate(QuestionnaireSubmissionSchema, { id, clientId: null }, { clientId });
    return changed > 0;
  }
}
