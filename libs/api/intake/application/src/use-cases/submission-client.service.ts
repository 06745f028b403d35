import { Injectable } from '@nestjs/common';
import { QuestionnaireSubmission, SubmissionNotFoundError } from '@fw/api-intake-domain';
import { QuestionnaireRepositoryPort } from '../ports/questionnaire.repository.port';
import { canAccess } from './questionnaire.service';

export interface StartingSectionDraft {
  key: string;
  type: 'text' | 'textarea';
  value: string;
}

/** What "Create client and website" starts from: answers of the questionnaire, for the admin to edit. */
export interface ClientDraft {
  submissionId: string;
  email: string;
  fullName: string;
  websiteName: string;
  sections: StartingSectionDraft[];
  /** The client account the questionnaire already belongs to, if any. */
  clientId: string | null;
}

const clean = (value: string | null | undefined): string => (value ?? '').trim();

/**
 * The starting content sections derived from the answers: business name, a tagline from the main
 * goal, an about text, the services / main pages, contact e-mail and phone. Empty answers give
 * empty sections (the admin fills or removes them).
 */
export function startingSections(s: QuestionnaireSubmission): StartingSectionDraft[] {
  const name = clean(s.businessName);
  const about = [
    name && clean(s.industry) ? `${name} is a ${clean(s.industry)} business.` : name ? `${name}.` : '',
    clean(s.targetAudience) ? `We serve ${clean(s.targetAudience)}.` : '',
    clean(s.desiredAction) ? `${clean(s.desiredAction)}.` : '',
  ]
    .filter(Boolean)
    .join(' ')
    .replace(/\.\.+/g, '.');
  return [
    { key: 'business_name', type: 'text', value: name },
    { key: 'tagline', type: 'text', value: clean(s.mainGoal) },
    { key: 'about_text', type: 'textarea', value: about },
    { key: 'services', type: 'textarea', value: s.mainPages.map(clean).filter(Boolean).join('\n') },
    { key: 'contact_email', type: 'text', value: clean(s.businessEmail) },
    { key: 'contact_phone', type: 'text', value: clean(s.businessPhone) },
  ];
}

/**
 * The questionnaire side of provisioning a client: which questionnaire a buyer's e-mail matches,
 * linking it to the client account, and the prefilled "Create client and website" form. Other
 * contexts reach it through the application; calls run in the caller's transaction.
 */
@Injectable()
export class SubmissionClientService {
  constructor(private readonly submissions: QuestionnaireRepositoryPort) {}

  /**
   * The questionnaire a buyer proved theirs: its resume token (or the latest reminder's), or its
   * signed-in owner; not expired, not someone else's. Null otherwise. A matching e-mail proves nothing.
   */
  async proven(id: string, proof: { resumeToken: string | null; userId: string | null }): Promise<string | null> {
    const found = await this.submissions.findById(id);
    return found && found.status !== 'expired' && canAccess(found, proof) ? found.id : null;
  }

  /** The questionnaire to provision from: the one proved at checkout, else the newest the client owns. */
  async forClient(clientId: string, provenId: string | null): Promise<{ id: string; businessName: string | null } | null> {
    const found = provenId ? await this.submissions.findById(provenId) : await this.submissions.findLatestOwnedBy(clientId);
    if (!found || (found.clientId && found.clientId !== clientId)) return null;
    return { id: found.id, businessName: clean(found.businessName) || null };
  }

  /** Whether the client's questionnaire came in (completed and linked to the account). */
  hasCompletedForClient(clientId: string): Promise<boolean> {
    return this.submissions.hasCompletedForClient(clientId);
  }

  /** Links the questionnaire to the client account unless it names one already. */
  linkClient(submissionId: string, clientId: string): Promise<boolean> {
    return this.submissions.setClientIfUnset(submissionId, clientId);
  }

  async draft(submissionId: string): Promise<ClientDraft> {
    const s = await this.submissions.findById(submissionId);
    if (!s) throw new SubmissionNotFoundError();
    const name = clean(s.businessName);
    return {
      submissionId: s.id,
      email: clean(s.businessEmail),
      fullName: name,
      websiteName: name,
      sections: startingSections(s),
      clientId: s.clientId,
    };
  }
}
