import type { ProjectFacts } from '@fw/api-accounts-domain';

/** A starting content section of a client's new website. */
export interface ClientStartingSection {
  key: string;
  type: string;
  value: string;
}

/**
 * The website of a client the business provisions, asked by accounts and answered by the context
 * that owns websites. Runs in the caller's transaction.
 */
export abstract class ClientWebsitesPort {
  /**
   * Makes sure the owner has a website waiting for its build; safe to repeat. `sections` fill a
   * new website, or one still waiting with no sections yet (which then also takes `name`); any
   * other existing website is left as it is.
   */
  abstract ensureForOwner(input: {
    ownerId: string;
    name: string;
    orderId?: string | null;
    submissionId?: string | null;
    sections?: ClientStartingSection[];
  }): Promise<{ websiteId: string; created: boolean; filled: boolean }>;

  /** Where the owner's website stands, for the client's project card; null without one. Reads only. */
  abstract progressFor(ownerId: string): Promise<ProjectFacts['website']>;

  /**
   * Gives the owner's website the business name while it waits for its build with no sections yet
   * (its name was a placeholder); a website being designed or live keeps its name. Returns whether
   * it was renamed; safe to repeat.
   */
  abstract nameWaitingWebsite(ownerId: string, businessName: string): Promise<boolean>;
}

/**
 * The questionnaires of a client the business provisions, asked by accounts and answered by the
 * context that owns questionnaires. Runs in the caller's transaction.
 */
export abstract class ClientQuestionnairesPort {
  /** Throws that context's not-found error (a 404) for an unknown questionnaire. Reads only. */
  abstract assertExists(submissionId: string): Promise<void>;

  /** The questionnaire proved at checkout, or one the account owns; never one found by its e-mail. Reads only. */
  abstract forClient(clientId: string, provenId: string | null): Promise<{ id: string; businessName: string | null } | null>;

  /** Links the questionnaire to the client; safe to repeat. */
  abstract linkClient(submissionId: string, clientId: string): Promise<boolean>;

  /** Whether the client has submitted a questionnaire. Reads only. */
  abstract hasCompleted(clientId: string): Promise<boolean>;

  /** The questionnaire's id when its resume token or signed-in owner proves it, else null. Reads only. */
  abstract proven(submissionId: string, proof: { resumeToken: string | null; userId: string | null }): Promise<string | null>;
}
