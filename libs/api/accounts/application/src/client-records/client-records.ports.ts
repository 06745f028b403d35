import type { Role } from '@fw/api-shared-domain';

/** One stored row as an export shows it: column names as the database keeps them. */
export type ClientRecord = Record<string, unknown>;

/** An account as the merge and the deletion see it, its row locked for the caller's transaction. */
export interface LockedClientAccount {
  id: string;
  email: string;
  role: Role;
  /** The account was merged away before (it is closed). */
  mergedAway: boolean;
}

/** A merge as it is kept, with what moved. */
export interface ClientMergeRecord {
  id: string;
  merged_id: string;
  merged_email: string;
  reason: string;
  orders_moved: number;
  websites_moved: number;
  questionnaires_moved: number;
  activity_moved: number;
  merged_by: string | null;
  merged_at: Date;
}

/** What moved in a merge. */
export interface ClientMergeOutcome {
  survivingId: string;
  mergedId: string;
  ordersMoved: number;
  websitesMoved: number;
  questionnairesMoved: number;
  activityMoved: number;
}

/**
 * The accounts context's own records of a client: users, roles, profiles, tokens, e-mail changes and
 * the journal of merges, exports and deletions. Every method runs in the caller's transaction.
 */
export abstract class ClientAccountRecordsPort {
  /** Locks the accounts' rows in id order (two opposite merges cannot deadlock); unknown ids are left out. */
  abstract lockAccounts(ids: readonly string[]): Promise<LockedClientAccount[]>;
  /** Whether the account exists. Reads only. */
  abstract exists(id: string): Promise<boolean>;
  /** The profile as exported (no secrets), with its roles; null for an unknown client. Reads only. */
  abstract profile(id: string): Promise<(ClientRecord & { email: string; roles: string[] }) | null>;
  /** The e-mail address changes of the account, oldest first. Reads only. */
  abstract emailChanges(id: string): Promise<ClientRecord[]>;
  /** Ends the account's access: disabled, its sessions revoked and its pending links deleted. Safe to repeat. */
  abstract close(id: string): Promise<void>;
  /** Deletes the account; its profile, roles, tokens, sessions, activity and e-mail changes go with it. */
  abstract delete(id: string): Promise<void>;
  abstract recordMerge(merged: { email: string; reason: string; mergedBy: string }, outcome: ClientMergeOutcome): Promise<void>;
  /** The accounts merged into this one, newest first. Reads only. */
  abstract mergesInto(id: string): Promise<ClientMergeRecord[]>;
  abstract recordExport(clientId: string, exportedBy: string): Promise<void>;
  /** When the client's data was last exported, or null. Reads only. */
  abstract latestExport(clientId: string): Promise<Date | null>;
  abstract recordDeletion(clientId: string, deletedBy: string, ordersKept: number): Promise<void>;
}

/** A client's websites and their history, answered by the context that owns websites. Runs in the caller's transaction. */
export abstract class ClientWebsiteRecordsPort {
  /** How many websites each owner has; owners without any map to 0. Reads only. */
  abstract countOwnedBy(ownerIds: readonly string[]): Promise<Map<string, number>>;
  /** Moves the websites and the activity history of one owner to another. */
  abstract moveAll(fromId: string, toId: string): Promise<{ websites: number; activity: number }>;
  /** The websites with their `sections` and `posts`, and the owner's activity, oldest first. Reads only. */
  abstract exportFor(ownerId: string): Promise<{ websites: ClientRecord[]; activity: ClientRecord[] }>;
  /** Deletes the owner's websites with their sections, posts and history; returns the websites' ids. */
  abstract deleteFor(ownerId: string): Promise<string[]>;
  /**
   * Deletes the files of websites already deleted (their image libraries), outside any transaction:
   * call it once the deletion has committed. Repeating it finds nothing left to do. Never fails: a
   * file left behind is logged, and the other websites' files are still removed.
   */
  abstract removeFilesOf(websiteIds: readonly string[]): Promise<void>;
}

/** A client's questionnaires, answered by the context that owns them. Runs in the caller's transaction. */
export abstract class ClientQuestionnaireRecordsPort {
  /** Moves the questionnaires of one client to another; returns how many moved. */
  abstract moveAll(fromId: string, toId: string): Promise<number>;
  /** The client's questionnaires, oldest first. Reads only. */
  abstract exportFor(clientId: string): Promise<ClientRecord[]>;
  abstract deleteFor(clientId: string): Promise<void>;
}

/** A client's orders, answered by the context that owns them. Runs in the caller's transaction. */
export abstract class ClientOrderRecordsPort {
  /** Moves every order of one client to another, each with an order move giving the reason; returns how many moved. */
  abstract moveAll(input: { fromId: string; toId: string; reason: string; movedBy: string }): Promise<number>;
  /** The client's orders (without checkout secrets) and the moves of orders to or from them, oldest first. Reads only. */
  abstract exportFor(clientId: string): Promise<{ orders: ClientRecord[]; orderMoves: ClientRecord[] }>;
  /**
   * Detaches the person from their orders (by account or buyer address), which stay for the books;
   * returns how many orders were kept.
   */
  abstract detachFrom(clientId: string, email: string): Promise<number>;
}
