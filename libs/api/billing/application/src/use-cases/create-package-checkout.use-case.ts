import { Injectable, Optional } from '@nestjs/common';
import { ADD_ON_IDS, CatalogError, lineItemsFor, type AddOnId, type PackageId, type TermYears } from '@fw/shared-catalog';
import { CheckoutFailedError, UnknownCatalogItemError, type OrderItem } from '@fw/api-billing-domain';
import { OrderRepositoryPort } from '../ports/order.repository.port';
import { CheckoutSessionRef, PaymentGatewayPort } from '../ports/payment-gateway.port';
import { QuestionnaireProofPort } from '../ports/questionnaire-proof.port';
import { checkoutRequestKey, CheckoutRequester } from './checkout-request-key';
import { startCheckout } from './start-checkout';

export interface CreatePackageCheckoutInput {
  packageId: string;
  termYears: number;
  addOnIds?: string[];
  buyerEmail?: string | null;
  userId?: string | null;
  /** The questionnaire the buyer says is theirs, and the resume token their browser holds for it. */
  questionnaire?: { id: string; resumeToken: string | null } | null;
  requester: CheckoutRequester;
}

const catalogField: Record<CatalogError['reason'], string> = {
  UNKNOWN_PACKAGE: 'package_id',
  UNKNOWN_TERM: 'term_years',
  UNKNOWN_ADD_ON: 'add_on_ids',
  ADD_ON_NOT_OFFERED: 'add_on_ids',
  DUPLICATE_ADD_ON: 'add_on_ids',
};

/** Maps a catalogue refusal to the 400 BILLING.UNKNOWN_ITEM. */
export function toUnknownItem(error: unknown): never {
  if (error instanceof CatalogError) throw new UnknownCatalogItemError(error.message, catalogField[error.reason]);
  throw error;
}

/**
 * Checkout for a package, a term and Basic add-ons. The browser names catalogue items only; the
 * amounts come from the catalogue and the provider's prices from configuration.
 * Throws UnknownCatalogItemError (400) or CheckoutFailedError (502); never records a payment.
 */
@Injectable()
export class CreatePackageCheckoutUseCase {
  constructor(
    private readonly orders: OrderRepositoryPort,
    private readonly gateway: PaymentGatewayPort,
    @Optional() private readonly questionnaires?: QuestionnaireProofPort,
  ) {}

  async execute(input: CreatePackageCheckoutInput): Promise<CheckoutSessionRef> {
    // Add-ons in catalogue order, so the same selection gives the same line items and key.
    const addOnIds = [...(input.addOnIds ?? [])].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
    let lines;
    try {
      lines = lineItemsFor(input.packageId, input.termYears, addOnIds);
    } catch (error) {
      toUnknownItem(error);
    }
    const packageId = input.packageId as PackageId;
    const termYears = input.termYears as TermYears;
    const items: OrderItem[] = lines.map((line) => ({ id: line.id, kind: line.kind, name: line.name, amountCents: line.amountCents }));
    const buyerEmail = input.buyerEmail?.trim().toLowerCase() || null;
    // Unproved, the questionnaire is left out quietly: the purchase itself does not depend on it.
    const questionnaireId =
      input.questionnaire && this.questionnaires
        ? await this.questionnaires.provenQuestionnaire(input.questionnaire.id, { resumeToken: input.questionnaire.resumeToken, userId: input.userId ?? null })
        : null;
    const requestKey = checkoutRequestKey(
      { kind: 'package', packageId, termYears, addOnIds, buyerEmail, userId: input.userId ?? null, questionnaireId },
      input.requester,
      new Date(),
    );
    return startCheckout(this.orders, this.gateway, {
      kind: 'package',
      packageId,
      termYears,
      items,
      buyerEmail,
      userId: input.userId ?? null,
      questionnaireId,
      requestKey,
      buyerKeyHash: input.requester.buyerKeyHash ?? null,
      create: (idempotencyKey) =>
        this.gateway.createPackageCheckout({
          packageId,
          termYears,
          addOnIds: addOnIds as AddOnId[],
          items,
          buyerEmail,
          idempotencyKey,
        }),
      failure: () => new CheckoutFailedError(),
    });
  }
}

function rank(id: string): number {
  const index = (ADD_ON_IDS as readonly string[]).indexOf(id);
  return index === -1 ? ADD_ON_IDS.length : index;
}
