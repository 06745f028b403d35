/** The actions the audit log records by name, as words for the filter and the list. */
export const AUDIT_ACTIONS: Record<string, string> = {
  'client.create': 'Client created',
  'client.create_from_submission': 'Client created from a questionnaire',
  'client.update': 'Client changed (name or role)',
  'client.change_email': 'Client email change requested',
  'client.invite': 'Invitation sent',
  'client.disable': 'Client disabled',
  'client.enable': 'Client enabled',
  'client.password_reset': 'Password reset sent',
  'client.export': 'Client data exported',
  'client.export_list': 'Client list exported',
  'client.delete': 'Client deleted',
  'client.merge': 'Accounts merged',
  'client.view_as': 'Viewed as client',
  'order.link': 'Order linked to a client',
  'order.move': 'Order moved to another client',
  'order.cancel_renewal': 'Hosting renewal canceled',
  'order.export': 'Orders exported',
  'lead.update': 'Lead status changed',
  'lead.close': 'Lead closed',
  'lead.export': 'Leads exported',
  'submission.reviewed': 'Questionnaire marked reviewed',
  'submission.remind': 'Questionnaire reminder sent',
  'email.retry': 'Email retried',
  'email.export': 'Emails exported',
  'website.create': 'Website created',
  'website.update': 'Website changed',
  'website.delete': 'Website deleted',
  'website.domain_check': 'Domain checked',
  'section.create': 'Section created',
  'section.update': 'Section changed or (un)locked',
  'section.delete': 'Section deleted',
  'revision.restore': 'Version restored',
};

/** "Lead closed"; unnamed actions (a client's blog edited by an admin, new routes) as recorded. */
export function auditActionLabel(action: string): string {
  if (AUDIT_ACTIONS[action]) return AUDIT_ACTIONS[action];
  if (action.startsWith('client_blog.')) return `Client's blog: ${action.slice('client_blog.'.length)}`;
  return action;
}
