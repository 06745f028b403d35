import { NotFoundError } from '@fw/api-shared-domain';
import { ClientQuestionnairesPort, ClientStartingSection, ClientWebsitesPort } from '../provisioning/client-provisioning.ports';

export interface FakeWebsite {
  id: string;
  ownerId: string;
  name: string;
  status: 'waiting_for_build' | 'live';
  orderId: string | null;
  submissionId: string | null;
  sections: ClientStartingSection[];
}

/** Websites of provisioned clients, one per owner; can be told to fail the next write. */
export class InMemoryClientWebsites extends ClientWebsitesPort {
  websites: FakeWebsite[] = [];
  failNext = false;

  async ensureForOwner(input: Parameters<ClientWebsitesPort['ensureForOwner']>[0]): Promise<{ websiteId: string; created: boolean; filled: boolean }> {
    this.failIfTold();
    const existing = this.websites.find((w) => w.ownerId === input.ownerId);
    if (existing) return { websiteId: existing.id, created: false, filled: false };
    const website: FakeWebsite = {
      id: `w${this.websites.length + 1}`,
      ownerId: input.ownerId,
      name: input.name,
      status: 'waiting_for_build',
      orderId: input.orderId ?? null,
      submissionId: input.submissionId ?? null,
      sections: input.sections ?? [],
    };
    this.websites.push(website);
    return { websiteId: website.id, created: true, filled: true };
  }

  async progressFor(ownerId: string): ReturnType<ClientWebsitesPort['progressFor']> {
    const website = this.websites.find((w) => w.ownerId === ownerId);
    return website ? { status: website.status, paid: !!website.orderId, hasSections: website.sections.length > 0 } : null;
  }

  async nameWaitingWebsite(ownerId: string, businessName: string): Promise<boolean> {
    this.failIfTold();
    const website = this.websites.find((w) => w.ownerId === ownerId);
    if (!website || website.status !== 'waiting_for_build' || website.sections.length > 0) return false;
    website.name = businessName;
    return true;
  }

  private failIfTold(): void {
    if (!this.failNext) return;
    this.failNext = false;
    throw new Error('websites unavailable');
  }
}

/** Questionnaires by id, with the resume token that proves each, the client it is linked to and whether it was submitted. */
export class InMemoryClientQuestionnaires extends ClientQuestionnairesPort {
  readonly submissions = new Map<string, { businessName: string | null; resumeToken: string; clientId: string | null; completed?: boolean }>();

  async assertExists(submissionId: string): Promise<void> {
    if (!this.submissions.has(submissionId)) throw new NotFoundError('INTAKE.SUBMISSION_NOT_FOUND', 'Questionnaire not found');
  }

  async forClient(clientId: string, provenId: string | null): Promise<{ id: string; businessName: string | null } | null> {
    const found = [...this.submissions].find(([id, s]) => id === provenId || s.clientId === clientId);
    return found ? { id: found[0], businessName: found[1].businessName } : null;
  }

  async linkClient(submissionId: string, clientId: string): Promise<boolean> {
    const submission = this.submissions.get(submissionId);
    if (!submission || submission.clientId === clientId) return false;
    submission.clientId = clientId;
    return true;
  }

  async hasCompleted(clientId: string): Promise<boolean> {
    return [...this.submissions.values()].some((s) => s.clientId === clientId && !!s.completed);
  }

  async proven(submissionId: string, proof: { resumeToken: string | null; userId: string | null }): Promise<string | null> {
    const submission = this.submissions.get(submissionId);
    if (!submission) return null;
    const owned = proof.userId !== null && submission.clientId === proof.userId;
    return owned || (proof.resumeToken !== null && proof.resumeToken === submission.resumeToken) ? submissionId : null;
  }
}
