import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ClientRow } from '@fw/api-accounts-domain';
import { AccountView } from '@fw/api-accounts-application';
import { ClientNotFoundError, clientStatus, ClientStatus } from '@fw/api-accounts-domain';
import { ListSpec, findPage } from '@fw/api-shared-infrastructure';
import { toAccountView } from './mikro-orm-account.repository';

export const clientsListSpec: ListSpec = {
  fields: {
    id: { path: 'id', type: 'uuid', filterable: true },
    email: { path: 'email', type: 'string', sortable: true, filterable: true, searchable: true },
    full_name: { path: 'fullName', type: 'string', sortable: true, nullable: true, filterable: true, searchable: true },
    role: { path: 'role', type: 'string', filterable: true },
    created_at: { path: 'createdAt', type: 'date', sortable: true, filterable: true },
    last_sign_in_at: { path: 'lastSignInAt', type: 'date', sortable: true, nullable: true, filterable: true },
  },
  defaultSort: { field: 'created_at', order: 'desc' },
};

/** A client as the admin list shows it: the account, and whether an invitation can be resent. */
export type ClientListItem = AccountView & { invitationPending: boolean; status: ClientStatus; disabledAt: Date | null; lastSignInAt: Date | null };

const toClientItem = (row: ClientRow): ClientListItem => ({
  ...toAccountView(row),
  invitationPending: !!row.invitationPending,
  status: clientStatus({ disabledAt: row.disabledAt, invitationPending: !!row.invitationPending, emailConfirmedAt: row.emailConfirmedAt }),
  disabledAt: row.disabledAt ? new Date(row.disabledAt) : null,
  lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt) : null,
});

/** Read side of the admin clients resource (profiles with their effective role). */
@Injectable()
export class ClientsQuery {
  constructor(private readonly em: EntityManager) {}

  async list(query: Record<string, unknown>): Promise<{ items: ClientListItem[]; total: number }> {
    const { items: rows, total } = await findPage(this.em, ClientRow, query, clientsListSpec);
    return { items: rows.map(toClientItem), total };
  }

  async get(id: string): Promise<ClientListItem> {
    const row = await this.em.findOne(ClientRow, { id });
    if (!row) throw new ClientNotFoundError();
    return toClientItem(row);
  }
}
