/**
 * Whether a client has a website that is built. Billing does not read the websites; the context
 * that owns them supplies the condition (the composition root binds it), so that the admin home's
 * card and the Orders list's `waiting_for_build` filter are one definition.
 */
export abstract class OrderBuildFilter {
  /** A SQL boolean expression: the user whose id `ownerColumn` gives has no website that is built. */
  abstract ownerHasNoBuiltWebsite(ownerColumn: string): string;
}

/** A paid package whose buyer has no website that is built: none yet (unclaimed, or a client without a site), or only the one provisioning made. */
export const orderWaitingForBuild = (filter: OrderBuildFilter, o: string) => `(${o}.user_id is null or ${filter.ownerHasNoBuiltWebsite(`${o}.user_id`)})`;
