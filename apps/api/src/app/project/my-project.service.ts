import { Injectable } from '@nestjs/common';
import { MyAccountService, UnitOfWorkPort } from '@fw/api-accounts-application';
import { SubmissionClientService } from '@fw/api-intake-application';
import { WebsiteProvisioningService } from '@fw/api-sites-application';
import { ProjectStage, projectStage } from './project-stage';

export interface MyProject {
  stage: ProjectStage;
  fullName: string | null;
  businessName: string | null;
  onboardingNeeded: boolean;
}

/**
 * The client's own project: the names given on the first sign-in (accounts) and where the website
 * stands (sites, intake). It spans three contexts, so it lives in the application that composes them.
 */
@Injectable()
export class MyProjectService {
  constructor(
    private readonly account: MyAccountService,
    private readonly websites: WebsiteProvisioningService,
    private readonly submissions: SubmissionClientService,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async get(userId: string): Promise<MyProject> {
    const [onboarding, website, questionnaireCompleted] = await Promise.all([
      this.account.onboarding(userId),
      this.websites.progressFor(userId),
      this.submissions.hasCompletedForClient(userId),
    ]);
    return {
      stage: projectStage({ website, questionnaireCompleted }),
      fullName: onboarding.fullName,
      businessName: onboarding.businessName,
      onboardingNeeded: onboarding.needed,
    };
  }

  /** Keeps both names and gives a website still waiting for its build the business's name, in one transaction. */
  async completeOnboarding(userId: string, names: { fullName: string; businessName: string }): Promise<MyProject> {
    await this.uow.run(async () => {
      await this.account.completeOnboarding(userId, names);
      await this.websites.nameWaitingWebsite(userId, names.businessName);
    });
    return this.get(userId);
  }
}
