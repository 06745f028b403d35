import { Injectable } from '@nestjs/common';
import { ClientProvisioningService } from '@fw/api-accounts-application';
import { OrderProvisioningPort, QuestionnaireProofPort } from '@fw/api-billing-application';

/** A paid package's buyer becomes a client through the accounts context's provisioning. */
@Injectable()
export class AccountsOrderProvisioningAdapter extends OrderProvisioningPort {
  constructor(private readonly provisioning: ClientProvisioningService) {
    super();
  }

  provisionPaidPackage(order: Parameters<OrderProvisioningPort['provisionPaidPackage']>[0]): Promise<{ userId: string; invited: boolean }> {
    return this.provisioning.provisionPaidPackage(order);
  }

  accountState(userId: string): Promise<'invited' | 'active'> {
    return this.provisioning.accountState(userId);
  }
}

/** Whether a buyer proved a questionnaire at checkout, asked through the accounts context's provisioning. */
@Injectable()
export class AccountsQuestionnaireProofAdapter extends QuestionnaireProofPort {
  constructor(private readonly provisioning: ClientProvisioningService) {
    super();
  }

  provenQuestionnaire(questionnaireId: string, proof: { resumeToken: string | null; userId: string | null }): Promise<string | null> {
    return this.provisioning.provenQuestionnaire(questionnaireId, proof);
  }
}
