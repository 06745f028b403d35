import { Injectable } from '@nestjs/common';
import { ClientInvitationService } from '../use-cases/client-invitation.service';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { ClientQuestionnairesPort, ClientStartingSection, ClientWebsitesPort } from './client-provisioning.ports';

export interface ClientFromSubmissionInput {
  email: string;
  fullName: string | null;
  websiteName: string;
  sections: ClientStartingSection[];
}

export interface ProvisionedClient {
  clientId: string;
  websiteId: string;
  clientCreated: boolean;
  websiteCreated: boolean;
  /** The website took the form's name and starting sections (new, or still empty and waiting for its build). */
  websiteFilled: boolean;
  invited: boolean;
}

/**
 * Turns a buyer or a questionnaire into a client: an account (here), a website record waiting for
 * its build and the questionnaire linked to the account, the last two through ports that the
 * contexts owning websites and questionnaires answer (they depend on accounts, not the reverse).
 */
@Injectable()
export class ClientProvisioningService {
  constructor(
    private readonly accounts: ClientInvitationService,
    private readonly websites: ClientWebsitesPort,
    private readonly questionnaires: ClientQuestionnairesPort,
    private readonly uow: UnitOfWorkPort,
  ) {}

  /** A paid package's buyer; runs in the webhook's transaction (the one that marks the order paid). */
  async provisionPaidPackage(order: {
    orderId: string;
    buyerEmail: string;
    userId: string | null;
    questionnaireId: string | null;
  }): Promise<{ userId: string; invited: boolean }> {
    const ensured = order.userId ? null : await this.accounts.ensureClient({ email: order.buyerEmail });
    const userId = order.userId ?? ensured!.userId;
    // Only a questionnaire proved at checkout, or one the account owns: never one found by its e-mail.
    const submission = await this.questionnaires.forClient(userId, order.questionnaireId);
    if (submission) await this.questionnaires.linkClient(submission.id, userId);
    await this.websites.ensureForOwner({
      ownerId: userId,
      // Never the e-mail: the client names their business on the first sign-in (onboarding).
      name: submission?.businessName ?? '',
      orderId: order.orderId,
      submissionId: submission?.id ?? null,
    });
    return { userId, invited: ensured?.invited ?? false };
  }

  accountState(userId: string): Promise<'invited' | 'active'> {
    return this.accounts.accountState(userId);
  }

  provenQuestionnaire(questionnaireId: string, proof: { resumeToken: string | null; userId: string | null }): Promise<string | null> {
    return this.questionnaires.proven(questionnaireId, proof);
  }

  /**
   * "Create client and website" from a questionnaire, as the admin edited the prefilled form. An
   * account or website that already exists is used as it is (a buyer provisioned by a payment).
   */
  async createFromSubmission(submissionId: string, input: ClientFromSubmissionInput): Promise<ProvisionedClient> {
    await this.questionnaires.assertExists(submissionId);
    return this.uow.run(async () => {
      const account = await this.accounts.ensureClient({ email: input.email, fullName: input.fullName });
      await this.questionnaires.linkClient(submissionId, account.userId);
      const website = await this.websites.ensureForOwner({ ownerId: account.userId, name: input.websiteName, submissionId, sections: input.sections });
      return {
        clientId: account.userId,
        websiteId: website.websiteId,
        clientCreated: account.created,
        websiteCreated: website.created,
        websiteFilled: website.filled,
        invited: account.invited,
      };
    });
  }
}
