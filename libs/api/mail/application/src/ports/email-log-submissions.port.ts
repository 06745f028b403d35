/** What the admin e-mail log shows of the questionnaire submission an e-mail belongs to. */
export interface EmailLogSubmissionLabel {
  businessName: string | null;
  businessEmail: string | null;
}

/**
 * The submissions e-mails were sent about, by id. Intake owns submissions and answers this; the
 * application's composition root binds it for the mail context's admin endpoints (mail sits below
 * intake and never imports it).
 */
export abstract class EmailLogSubmissionsPort {
  abstract labels(submissionIds: readonly string[]): Promise<Map<string, EmailLogSubmissionLabel>>;
}
