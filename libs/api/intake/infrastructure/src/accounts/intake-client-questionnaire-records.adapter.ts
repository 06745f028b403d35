import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { exportRecords } from '@fw/api-shared-infrastructure';
import { ClientQuestionnaireRecordsPort, ClientRecord } from '@fw/api-accounts-application';

/** The intake context answers a client's merge, export and deletion (accounts): their questionnaires. */
@Injectable()
export class IntakeClientQuestionnaireRecordsAdapter extends ClientQuestionnaireRecordsPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async moveAll(fromId: string, toId: string): Promise<number> {
    const moved = await this.em.execute<Array<{ id: string }>>(`update questionnaire_submissions set client_id = ? where client_id = ? returning id`, [
      toId,
      fromId,
    ]);
    return moved.length;
  }

  exportFor(clientId: string): Promise<ClientRecord[]> {
    return exportRecords(this.em, `select to_jsonb(s) as record from questionnaire_submissions s where s.client_id = ? order by s.created_at, s.id`, [
      clientId,
    ]);
  }

  async deleteFor(clientId: string): Promise<void> {
    await this.em.execute(`delete from questionnaire_submissions where client_id = ?`, [clientId]);
  }
}
