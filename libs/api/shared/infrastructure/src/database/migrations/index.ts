import { Migration20261121000000InitialSchema } from './migration-20261121000000-initial-schema';
import { Migration20261121120600BillingOrders } from './migration-20261121120600-billing-orders';
import { Migration20261121121000AuthCheckoutSession } from './migration-20261121121000-auth-checkout-session';
import { Migration20261121140000SubmissionCounts } from './migration-20261121140000-submission-counts';
import { Migration20261121160000ListSortIndexes } from './migration-20261121160000-list-sort-indexes';
import { Migration20261121170000ListSearchIndexes } from './migration-20261121170000-list-search-indexes';
import { Migration20261121230000BlogPostVersions } from './migration-20261121230000-blog-post-versions';
import { Migration20261123100000HostingRenewalStart } from './migration-20261123100000-hosting-renewal-start';
import { Migration20261123200000AuthSessionsAndSignInFailures } from './migration-20261123200000-auth-sessions-and-sign-in-failures';
import { Migration20261123300000LeadsAndDraftFollowUp } from './migration-20261123300000-leads-and-draft-follow-up';
import { Migration20261123400000BillingDashboard } from './migration-20261123400000-billing-dashboard';
import { Migration20261123500000ClientProvisioning } from './migration-20261123500000-client-provisioning';
import { Migration20261123700000NameCollation } from './migration-20261123700000-name-collation';
import { Migration20261124100000Revisions } from './migration-20261124100000-revisions';
import { Migration20261124200000PostSchedule } from './migration-20261124200000-post-schedule';
import { Migration20261124300000RevisionBaselines } from './migration-20261124300000-revision-baselines';
import { Migration20261127110000OrderQuestionnaire } from './migration-20261127110000-order-questionnaire';
import { Migration20261127120000OrderBuyerKey } from './migration-20261127120000-order-buyer-key';
import { Migration20261127120100ProfileBusinessName } from './migration-20261127120100-profile-business-name';
import { Migration20261127120200OrderEmailCorrection } from './migration-20261127120200-order-email-correction';
import { Migration20261127130000OrderMoves } from './migration-20261127130000-order-moves';
import { Migration20261127130100SubmissionReviewed } from './migration-20261127130100-submission-reviewed';
import { Migration20261127170000SiteHosting } from './migration-20261127170000-site-hosting';
import { Migration20261127190000EmailChanges } from './migration-20261127190000-email-changes';
import { Migration20261127190100ClientData } from './migration-20261127190100-client-data';
import { Migration20261128010000ContentDrafts } from './migration-20261128010000-content-drafts';
import { Migration20261128030000MediaLibrary } from './migration-20261128030000-media-library';
import { Migration20261128040000QuestionnaireFiles } from './migration-20261128040000-questionnaire-files';
import { Migration20261128050000TwoFactor } from './migration-20261128050000-two-factor';
import { Migration20261128070000AuditLog } from './migration-20261128070000-audit-log';
import { Migration20261128070100ClientMerges } from './migration-20261128070100-client-merges';
import { Migration20261128100000PostDrafts } from './migration-20261128100000-post-drafts';
import { Migration20261128100100PostReviews } from './migration-20261128100100-post-reviews';
import { Migration20261128300000PostCovers } from './migration-20261128300000-post-covers';
import { Migration20261128300100ImageSlotSections } from './migration-20261128300100-image-slot-sections';
// <migration-imports>

/** Listed explicitly (not globbed) so the compiled build and the tests find the same set. In time order. */
export const migrationsList = [
  { name: 'Migration20261121000000InitialSchema', class: Migration20261121000000InitialSchema },
  { name: 'Migration20261121120600BillingOrders', class: Migration20261121120600BillingOrders },
  { name: 'Migration20261121121000AuthCheckoutSession', class: Migration20261121121000AuthCheckoutSession },
  { name: 'Migration20261121140000SubmissionCounts', class: Migration20261121140000SubmissionCounts },
  { name: 'Migration20261121160000ListSortIndexes', class: Migration20261121160000ListSortIndexes },
  { name: 'Migration20261121170000ListSearchIndexes', class: Migration20261121170000ListSearchIndexes },
  { name: 'Migration20261121230000BlogPostVersions', class: Migration20261121230000BlogPostVersions },
  { name: 'Migration20261123100000HostingRenewalStart', class: Migration20261123100000HostingRenewalStart },
  { name: 'Migration20261123200000AuthSessionsAndSignInFailures', class: Migration20261123200000AuthSessionsAndSignInFailures },
  { name: 'Migration20261123300000LeadsAndDraftFollowUp', class: Migration20261123300000LeadsAndDraftFollowUp },
  { name: 'Migration20261123400000BillingDashboard', class: Migration20261123400000BillingDashboard },
  { name: 'Migration20261123500000ClientProvisioning', class: Migration20261123500000ClientProvisioning },
  { name: 'Migration20261123700000NameCollation', class: Migration20261123700000NameCollation },
  { name: 'Migration20261124100000Revisions', class: Migration20261124100000Revisions },
  { name: 'Migration20261124200000PostSchedule', class: Migration20261124200000PostSchedule },
  { name: 'Migration20261124300000RevisionBaselines', class: Migration20261124300000RevisionBaselines },
  { name: 'Migration20261127110000OrderQuestionnaire', class: Migration20261127110000OrderQuestionnaire },
  { name: 'Migration20261127120000OrderBuyerKey', class: Migration20261127120000OrderBuyerKey },
  { name: 'Migration20261127120100ProfileBusinessName', class: Migration20261127120100ProfileBusinessName },
  { name: 'Migration20261127120200OrderEmailCorrection', class: Migration20261127120200OrderEmailCorrection },
  { name: 'Migration20261127130000OrderMoves', class: Migration20261127130000OrderMoves },
  { name: 'Migration20261127130100SubmissionReviewed', class: Migration20261127130100SubmissionReviewed },
  { name: 'Migration20261127170000SiteHosting', class: Migration20261127170000SiteHosting },
  { name: 'Migration20261127190000EmailChanges', class: Migration20261127190000EmailChanges },
  { name: 'Migration20261127190100ClientData', class: Migration20261127190100ClientData },
  { name: 'Migration20261128010000ContentDrafts', class: Migration20261128010000ContentDrafts },
  { name: 'Migration20261128030000MediaLibrary', class: Migration20261128030000MediaLibrary },
  { name: 'Migration20261128040000QuestionnaireFiles', class: Migration20261128040000QuestionnaireFiles },
  { name: 'Migration20261128050000TwoFactor', class: Migration20261128050000TwoFactor },
  { name: 'Migration20261128070000AuditLog', class: Migration20261128070000AuditLog },
  { name: 'Migration20261128070100ClientMerges', class: Migration20261128070100ClientMerges },
  { name: 'Migration20261128100000PostDrafts', class: Migration20261128100000PostDrafts },
  { name: 'Migration20261128100100PostReviews', class: Migration20261128100100PostReviews },
  { name: 'Migration20261128300000PostCovers', class: Migration20261128300000PostCovers },
  { name: 'Migration20261128300100ImageSlotSections', class: Migration20261128300100ImageSlotSections },
  // <migration-entries>
];

export { BASELINE_REVISIONS_SQL } from './migration-20261124300000-revision-baselines';
