/**
 * Which paid package orders still wait for their website to be built. Billing does not read the
 * websites; the composition root, which owns the admin overview, supplies the condition, so that
 * the overview's card and the Orders list's `waiting_for_build` filter are one definition.
 */
export abstract class OrderBuildFilter {
  /** A SQL boolean expression over the `orders` row aliased `alias`. */
  abstract waitingForBuild(alias: string): string;
}
