import type { Role } from '@fw/api-shared-domain';
import { RecipientEmailsPort, RecipientEmailSummary } from '@fw/api-mail-application';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import {
  ClientAccountRecordsPort,
  ClientMergeOutcome,
  ClientMergeRecord,
  ClientOrderRecordsPort,
  ClientQuestionnaireRecordsPort,
  ClientRecord,
  ClientWebsiteRecordsPort,
  LockedClientAccount,
} from '../client-records/client-records.ports';

interface FakeAccount {
  id: string;
  email: string;
  role: Role;
  disabled: boolean;
  sessions: number;
}

/** Every context's records of clients, as plain arrays: what the ports of a merge, an export and a deletion read and write. */
export class ClientRecordsWorld {
  accounts: FakeAccount[] = [];
  websites: Array<{ id: string; ownerId: string; secret_hash: string }> = [];
  activity: Array<{ id: string; userId: string }> = [];
  questionnaires: Array<{ id: string; clientId: string }> = [];
  orders: Array<{ id: string; userId: string | null; buyerEmail: string | null }> = [];
  orderMoves: Array<{ orderId: string; from: string; to: string; reason: string }> = [];
  emails: Array<{ id: string; to: string }> = [];
  merges: Array<ClientMergeRecord & { surviving_id: string }> = [];
  exports: Array<{ clientId: string; at: Date }> = [];
  deletions: Array<{ clientId: string; ordersKept: number }> = [];

  snapshot(): () => void {
    const copy = structuredClone({ ...this });
    return () => Object.assign(this, structuredClone(copy));
  }
}

/** All or nothing: a failure inside puts the world back as it was. */
export class InMemoryClientRecordsUnitOfWork extends UnitOfWorkPort {
  constructor(private readonly world: ClientRecordsWorld) {
    super();
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const restore = this.world.snapshot();
    try {
      return await work();
    } catch (error) {
      restore();
      throw error;
    }
  }
}

export class InMemoryClientAccountRecords extends ClientAccountRecordsPort {
  constructor(private readonly world: ClientRecordsWorld) {
    super();
  }

  async lockAccounts(ids: readonly string[]): Promise<LockedClientAccount[]> {
    return this.world.accounts
      .filter((a) => ids.includes(a.id))
      .map((a) => ({ id: a.id, email: a.email, role: a.role, mergedAway: this.world.merges.some((m) => m.merged_id === a.id) }));
  }
  async exists(id: string): Promise<boolean> {
    return this.world.accounts.some((a) => a.id === id);
  }
  async profile(id: string): Promise<(ClientRecord & { email: string; roles: string[] }) | null> {
    const account = this.world.accounts.find((a) => a.id === id);
    return account ? { id, email: account.email, roles: [account.role] } : null;
  }
  async emailChanges(): Promise<ClientRecord[]> {
    return [];
  }
  async close(id: string): Promise<void> {
    const account = this.world.accounts.find((a) => a.id === id);
    if (account) Object.assign(account, { disabled: true, sessions: 0 });
  }
  async delete(id: string): Promise<void> {
    this.world.accounts = this.world.accounts.filter((a) => a.id !== id);
    this.world.activity = this.world.activity.filter((a) => a.userId !== id);
  }
  async recordMerge(merged: { email: string; reason: string; mergedBy: string }, outcome: ClientMergeOutcome): Promise<void> {
    this.world.merges.push({
      id: `m${this.world.merges.length + 1}`,
      surviving_id: outcome.survivingId,
      merged_id: outcome.mergedId,
      merged_email: merged.email,
      reason: merged.reason,
      orders_moved: outcome.ordersMoved,
      websites_moved: outcome.websitesMoved,
      questionnaires_moved: outcome.questionnairesMoved,
      activity_moved: outcome.activityMoved,
      merged_by: merged.mergedBy,
      merged_at: new Date(),
    });
  }
  async mergesInto(id: string): Promise<ClientMergeRecord[]> {
    return this.world.merges.filter((m) => m.surviving_id === id).reverse();
  }
  async recordExport(clientId: string): Promise<void> {
    this.world.exports.push({ clientId, at: new Date() });
  }
  async latestExport(clientId: string): Promise<Date | null> {
    return this.world.exports.filter((e) => e.clientId === clientId).at(-1)?.at ?? null;
  }
  async recordDeletion(clientId: string, _deletedBy: string, ordersKept: number): Promise<void> {
    this.world.deletions.push({ clientId, ordersKept });
  }
}

export class InMemoryClientWebsiteRecords extends ClientWebsiteRecordsPort {
  constructor(private readonly world: ClientRecordsWorld) {
    super();
  }

  async countOwnedBy(ownerIds: readonly string[]): Promise<Map<string, number>> {
    return new Map(ownerIds.map((id) => [id, this.world.websites.filter((w) => w.ownerId === id).length]));
  }
  async moveAll(fromId: string, toId: string): Promise<{ websites: number; activity: number }> {
    const websites = this.world.websites.filter((w) => w.ownerId === fromId);
    const activity = this.world.activity.filter((a) => a.userId === fromId);
    websites.forEach((w) => (w.ownerId = toId));
    activity.forEach((a) => (a.userId = toId));
    return { websites: websites.length, activity: activity.length };
  }
  async exportFor(ownerId: string): Promise<{ websites: ClientRecord[]; activity: ClientRecord[] }> {
    return {
      websites: this.world.websites.filter((w) => w.ownerId === ownerId).map((w) => ({ ...w, sections: [{ key: 'hero', lock_hash: 'x' }], posts: [] })),
      activity: this.world.activity.filter((a) => a.userId === ownerId),
    };
  }
  async deleteFor(ownerId: string): Promise<string[]> {
    const deleted = this.world.websites.filter((w) => w.ownerId === ownerId).map((w) => w.id);
    this.world.websites = this.world.websites.filter((w) => w.ownerId !== ownerId);
    return deleted;
  }
  /** The websites whose files were removed, in order. */
  readonly filesRemoved: string[] = [];
  async removeFilesOf(websiteIds: readonly string[]): Promise<void> {
    this.filesRemoved.push(...websiteIds);
  }
}

export class InMemoryClientQuestionnaireRecords extends ClientQuestionnaireRecordsPort {
  constructor(private readonly world: ClientRecordsWorld) {
    super();
  }

  async moveAll(fromId: string, toId: string): Promise<number> {
    const moved = this.world.questionnaires.filter((q) => q.clientId === fromId);
    moved.forEach((q) => (q.clientId = toId));
    return moved.length;
  }
  async exportFor(clientId: string): Promise<ClientRecord[]> {
    return this.world.questionnaires.filter((q) => q.clientId === clientId);
  }
  async deleteFor(clientId: string): Promise<void> {
    this.world.questionnaires = this.world.questionnaires.filter((q) => q.clientId !== clientId);
  }
}

/** Orders; can be told to fail the next move (to show a merge is all or nothing). */
export class InMemoryClientOrderRecords extends ClientOrderRecordsPort {
  failNextMove = false;

  constructor(private readonly world: ClientRecordsWorld) {
    super();
  }

  async moveAll(input: { fromId: string; toId: string; reason: string; movedBy: string }): Promise<number> {
    const moved = this.world.orders.filter((o) => o.userId === input.fromId);
    for (const order of moved) {
      order.userId = input.toId;
      this.world.orderMoves.push({ orderId: order.id, from: input.fromId, to: input.toId, reason: input.reason });
    }
    if (this.failNextMove) {
      this.failNextMove = false;
      throw new Error('orders unavailable');
    }
    return moved.length;
  }
  async exportFor(clientId: string): Promise<{ orders: ClientRecord[]; orderMoves: ClientRecord[] }> {
    return {
      orders: this.world.orders.filter((o) => o.userId === clientId),
      orderMoves: this.world.orderMoves.filter((m) => m.from === clientId || m.to === clientId),
    };
  }
  async detachFrom(clientId: string, email: string): Promise<number> {
    const kept = this.world.orders.filter((o) => o.userId === clientId || o.buyerEmail === email);
    kept.forEach((o) => Object.assign(o, { userId: null, buyerEmail: null }));
    return kept.length;
  }
}

export class InMemoryRecipientEmails extends RecipientEmailsPort {
  constructor(private readonly world: ClientRecordsWorld) {
    super();
  }

  async summariesFor(email: string): Promise<RecipientEmailSummary[]> {
    return this.world.emails
      .filter((e) => e.to === email)
      .map((e) => ({ id: e.id, template: 'welcome', subject: 'Welcome', status: 'sent', created_at: new Date(0) }));
  }
  async deleteFor(email: string): Promise<void> {
    this.world.emails = this.world.emails.filter((e) => e.to !== email);
  }
}
