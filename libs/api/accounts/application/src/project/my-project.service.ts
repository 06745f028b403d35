import { Injectable } from '@nestjs/common';
import { ProjectStage, projectStage } from '@fw/api-accounts-domain';
import { ClientQuestionnairesPort, ClientWebsitesPort } from '../provisioning/client-provisioning.ports';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { MyAccountService } from '../use-cases/my-account.service';

export interface MyProject {
  stage: ProjectStage;
  fullName: string | null;
  businessName: string | null;
  onboardingNeeded: boolean;
}

/**
 * The client's own project: the names given on the first sign-in (here) and where the website
 * stands, asked of the contexts that own websites and questionnaires through the ports they answer.
 */
@Injectable()
export class MyProjectService {
  constructor(
    private readonly account: MyAccountService,
    private readonly websites: ClientWebsitesPort,
    private readonly questionnaires: ClientQuestionnairesPort,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async get(userId: string): Promise<MyProject> {
    const [onboarding, website, questionnaireCompleted] = await Promise.all([
      this.account.onboarding(userId),
      this.websites.progressFor(userId),
      this.questionnaires.hasCompleted(userId),
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
