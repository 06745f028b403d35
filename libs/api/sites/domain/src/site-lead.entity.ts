import { validateSiteContactForm } from '@fw/shared-site-render';

export interface SiteLeadInput {
  name?: unknown;
  email?: unknown;
  phone?: unknown;
  message?: unknown;
}

/** The contact form's field → what to tell the visitor, in the form's own words. */
export type SiteLeadErrors = Partial<Record<keyof SiteLeadInput, string>>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A message a visitor left through the contact form of a client's website: the client's own lead. */
export class SiteLead {
  id: string;
  websiteId: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  createdAt: Date;

  /**
   * The lead, or every field the visitor must correct (nothing is kept then). The rules are the
   * form's own (shared with the renderer that shows the form), so both say the same words.
   */
  static submit(props: { id: string; websiteId: string; now: Date } & SiteLeadInput): { lead: SiteLead } | { errors: SiteLeadErrors } {
    const errors: SiteLeadErrors = validateSiteContactForm({ name: props.name, email: props.email, phone: props.phone, message: props.message });
    if (Object.keys(errors).length) return { errors };
    const phone = text(props.phone);
    const lead = Object.assign(new SiteLead(), {
      id: props.id,
      websiteId: props.websiteId,
      name: text(props.name),
      email: text(props.email),
      phone: phone || null,
      message: text(props.message),
      createdAt: props.now,
    });
    return { lead };
  }
}
