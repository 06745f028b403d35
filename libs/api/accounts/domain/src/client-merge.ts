import type { Role } from '@fw/api-shared-domain';
import { AlreadyMergedError, MergeAdminError, MergeSameClientError, MergeWebsiteConflictError } from './accounts.errors';

/** What the merge rule needs to know of each account. */
export interface MergeCandidate {
  id: string;
  role: Role;
  websites: number;
  /** The account was itself merged away (it is closed) or took part in a merge as the one merged away. */
  mergedAway: boolean;
}

/**
 * Two client accounts of one person become one: everything of `mergedAway` moves to `surviving`,
 * and `mergedAway` is closed. Refused for the same account twice, for admins, for an account that
 * was already merged away, and when both have a website (a client has one website; which one stays
 * is the admin's call, made first).
 */
export function assertClientsMergeable(surviving: MergeCandidate, mergedAway: MergeCandidate): void {
  if (surviving.id === mergedAway.id) throw new MergeSameClientError();
  if (surviving.role === 'admin' || mergedAway.role === 'admin') throw new MergeAdminError();
  if (surviving.mergedAway || mergedAway.mergedAway) throw new AlreadyMergedError();
  if (surviving.websites > 0 && mergedAway.websites > 0) throw new MergeWebsiteConflictError();
}
