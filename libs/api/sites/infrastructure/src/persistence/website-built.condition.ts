/**
 * The owner (a SQL expression giving a user id) has no website that is built: none yet, or only the
 * record provisioning made, still 'waiting_for_build'. Billing's "orders waiting for build" (the
 * admin home's card and the Orders list's filter) asks it through its OrderBuildFilter.
 */
export const ownerHasNoBuiltWebsite = (ownerColumn: string) =>
  `not exists (select 1 from websites w where w.owner_id = ${ownerColumn} and w.status <> 'waiting_for_build')`;
