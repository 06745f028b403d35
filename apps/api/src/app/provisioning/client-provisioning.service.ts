import { Injectable } from '@nestjs/common';
import { ClientInvitationService, UnitOfWorkPort } from '@fw/api-accounts-application';
import { OrderProvisioningPort, QuestionnaireProofPort } from '@fw/api-billing-application';
import { SubmissionClientService } from '@fw/api-intake-application';
import { StartingSection, WebsiteProvisioningService } from '@fw/api-sites-application';

export interface ClientFromSubmissionInput {
  email: string;
  fullName: string | null;
  websiteName: string;
  sections: StartingSection[];
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
 * Turns a buyer or a questionnaire into a client: an account (accounts), a website record waiting
 * for its build (sites) and the questionnaire linked to the account (intake), each through its
 * context's application service, in one transaction. It spans three contexts, so it lives in the
 * application that composes them (as the admin overview does).
 */
@Injectable()
export class ClientProvisioningService extends OrderProvisioningPort implements QuestionnaireProofPort {
  constructor(
    private readonly accounts: ClientInvitationService,
    private readonly websites: WebsiteProvisioningService,
    private readonly submissions: SubmissionClientService,
    private readonly uow: UnitOfWorkPort,
  ) {
    super();
  }

  /** Runs in the webhook's transaction (the one that marks the order paid). */
  async provisionPaidPackage(order: {
    orderId: string;
    buyerEmail: string;
    userId: string | null;
    questionnaireId: string | null;
  }): Promise<{ userId: string; invited: boolean }> {
    const ensured = order.userId ? null : await this.accounts.ensureClient({ email: order.buyerEmail });
    const userId = order.userId ?? ensured!.userId;
    // Only a questionnaire proved at checkout, or one the account owns: never one found by its e-mail.
    const submission = await this.submissions.forClient(userId, order.questionnaireId);
    if (submission) await this.submissions.linkClient(submission.id, userId);
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
    return this.submissions.proven(questionnaireId, proof);
  }

  /**
   * "Create client and website" from a questionnaire, as the admin edited the prefilled form. An
   * account or website that already exists is used as it is (a buyer provisioned by a payment).
   */
  async createFromSubmission(submissionId: string, input: ClientFromSubmissionInput): Promise<ProvisionedClient> {
    await this.submissions.draft(submissionId); // 404 for an unknown questionnaire
    return this.uow.run(async () => {
      const account = await this.accounts.ensureClient({ email: input.email, fullName: input.fullName });
      await this.submissions.linkClient(submissionId, account.userId);
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
