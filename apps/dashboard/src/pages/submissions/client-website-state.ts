/**
 * Whether "Create client and website" still has work to do for a questionnaire that already
 * belongs to a client: the client has no website yet, or only the empty record made at payment
 * (waiting for its build, no sections). The API then reuses the client and fills that website.
 */
export function clientWebsiteNeedsContent(website: { status: string } | undefined, sectionCount: number | undefined): boolean {
  if (!website) return true;
  return website.status === 'waiting_for_build' && sectionCount === 0;
}
