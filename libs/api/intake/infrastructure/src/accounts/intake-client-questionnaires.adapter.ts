import { Injectable } from '@nestjs/common';
import { ClientQuestionnairesPort } from '@fw/api-accounts-application';
import { SubmissionClientService } from '@fw/api-intake-application';

/** The intake context answers client provisioning and the client's project card (accounts): which questionnaire is the client's. */
@Injectable()
export class IntakeClientQuestionnairesAdapter extends ClientQuestionnairesPort {
  constructor(private readonly submissions: SubmissionClientService) {
    super();
  }

  async assertExists(submissionId: string): Promise<void> {
    await this.submissions.draft(submissionId);
  }

  forClient(clientId: string, provenId: string | null): Promise<{ id: string; businessName: string | null } | null> {
    return this.submissions.forClient(clientId, provenId);
  }

  linkClient(submissionId: string, clientId: string): Promise<boolean> {
    return this.submissions.linkClient(submissionId, clientId);
  }

  hasCompleted(clientId: string): Promise<boolean> {
    return this.submissions.hasCompletedForClient(clientId);
  }

  proven(submissionId: string, proof: { resumeToken: string | null; userId: string | null }): Promise<string | null> {
    return this.submissions.proven(submissionId, proof);
  }
}
