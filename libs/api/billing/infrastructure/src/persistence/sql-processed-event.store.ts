import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ProcessedEventStorePort } from '@fw/api-billing-application';

/** webhook_events: the primary key on the event id makes "apply once" hold under concurrency. */
@Injectable()
export class SqlProcessedEventStore extends ProcessedEventStorePort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async recordOnce(eventId: string, type: string): Promise<boolean> {
    const rows = await this.em
      .getContext()
      .execute<Array<{ id: string }>>(`insert into webhook_events (id, type) values (?, ?) on conflict (id) do nothing returning id`, [
        eventId.slice(0, 255),
        type.slice(0, 100),
      ]);
    return rows.length === 1;
  }
}
