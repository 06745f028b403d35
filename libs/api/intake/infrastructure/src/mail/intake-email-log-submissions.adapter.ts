import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EmailLogSubmissionLabel, EmailLogSubmissionsPort } from '@fw/api-mail-application';
import { QuestionnaireSubmissionSchema } from '../persistence/questionnaire-submission.schema';

/** The mail context's EmailLogSubmissionsPort, answered by intake: business name and e-mail of each submission. */
@Injectable()
export class IntakeEmailLogSubmissionsAdapter extends EmailLogSubmissionsPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async labels(ids: readonly string[]): Promise<Map<string, EmailLogSubmissionLabel>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.em.find(
      QuestionnaireSubmissionSchema,
      { id: { $in: unique } },
      { fields: ['id', 'businessName', 'businessEmail'], disableIdentityMap: true },
    );
    return new Map(rows.map((r) => [r.id, { businessName: r.businessName, businessEmail: r.businessEmail }]));
  }
}
