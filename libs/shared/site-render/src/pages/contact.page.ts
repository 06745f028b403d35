import { h } from 'preact';
import type { Html } from '../layout/html';
import { linesOf } from '@fw/shared-site-templates';
import type { ContactFormState, SiteData } from '../site-render.types';
import { CONTACT_FORM_FIELDS, SITE_CONTACT_LIMITS, type ContactFormField } from '../contact-form';
import { telHref, withLineBreaks } from '../layout/text';
import { sectionMark } from '../layout/preview-marks';

const LABELS: Record<ContactFormField, string> = { name: 'Your name', email: 'Email address', phone: 'Phone', message: 'Message' };

export function contactContent(site: SiteData, action: string, form?: ContactFormState, notSent?: string): Html {
  const s = site.sections;
  const phone = s.contact_phone?.trim();
  const email = s.contact_email?.trim();
  const address = s.address?.trim();
  const hours = linesOf(s.opening_hours ?? '');
  return h(
    'div',
    { class: 'section' },
    h(
      'div',
      { class: 'wrap' },
      h('h1', null, 'Contact us'),
      h('p', { class: 'lead' }, `Send ${site.name} a message and we will get back to you soon.`),
      h(
        'div',
        { class: 'two-col' },
        h('div', null, form?.sent ? sentNotice() : contactForm(action, form, notSent)),
        phone || email || address || hours.length
          ? h(
              'aside',
              { class: 'card', 'aria-labelledby': 'details-title' },
              h('h2', { id: 'details-title' }, 'Other ways to reach us'),
              phone ? h('p', sectionMark(site, 'contact_phone'), h('strong', null, 'Phone: '), h('a', { href: telHref(phone) }, phone)) : null,
              email ? h('p', sectionMark(site, 'contact_email'), h('strong', null, 'Email: '), h('a', { href: `mailto:${email}` }, email)) : null,
              address ? h('address', sectionMark(site, 'address'), withLineBreaks(address)) : null,
              hours.length
                ? [
                    h('h3', null, 'Hours'),
                    h(
                      'ul',
                      { class: 'plain-list hours', ...sectionMark(site, 'opening_hours') },
                      hours.map((line) => h('li', null, line)),
                    ),
                  ]
                : null,
            )
          : null,
      ),
    ),
  );
}

function sentNotice(): Html {
  return h(
    'div',
    { class: 'notice notice-success', role: 'status' },
    h('h2', null, 'Thank you, your message was sent.'),
    h('p', null, 'We will reply as soon as we can.'),
  );
}

/** Without `notSent` the form posts to `action`; with it, the form cannot be sent and says why. */
function contactForm(action: string, form?: ContactFormState, notSent?: string): Html {
  const errors = form?.errors ?? {};
  const failed = CONTACT_FORM_FIELDS.filter((f) => errors[f]);
  const field = (name: ContactFormField, input: Html) =>
    h(
      'div',
      { class: 'field' },
      h('label', { for: `contact-${name}` }, LABELS[name], name === 'phone' ? h('span', { class: 'optional' }, ' (optional)') : null),
      input,
      errors[name] ? h('p', { class: 'field-error', id: `contact-${name}-error` }, errors[name]) : null,
    );
  const attrs = (name: ContactFormField) => ({
    id: `contact-${name}`,
    name,
    maxLength: SITE_CONTACT_LIMITS[name],
    'aria-invalid': errors[name] ? 'true' : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
  });
  const value = (name: ContactFormField) => form?.values[name] ?? '';
  const fields = [
    field('name', h('input', { ...attrs('name'), type: 'text', autoComplete: 'name', required: true, value: value('name') })),
    field('email', h('input', { ...attrs('email'), type: 'email', autoComplete: 'email', required: true, value: value('email') })),
    field('phone', h('input', { ...attrs('phone'), type: 'tel', autoComplete: 'tel', value: value('phone') })),
    field('message', h('textarea', { ...attrs('message'), rows: 6, required: true, value: value('message') })),
    h('button', { class: 'btn', type: 'submit' }, 'Send message'),
  ];
  if (notSent) {
    // No method or action: nothing can be posted from here, and the disabled fieldset says so to every reader.
    return h(
      'form',
      { 'aria-labelledby': 'form-title', 'aria-describedby': 'form-not-sent' },
      h('h2', { id: 'form-title' }, 'Send a message'),
      h('p', { class: 'notice', id: 'form-not-sent', role: 'note' }, notSent),
      // Dimmed as well as disabled: a form that looks ready to send would still pretend.
      h('fieldset', { disabled: true, style: 'border:0;margin:0;padding:0;min-width:0;opacity:.55' }, fields),
    );
  }
  return h(
    'form',
    { method: 'post', action, 'aria-labelledby': 'form-title' },
    h('h2', { id: 'form-title' }, 'Send a message'),
    failed.length
      ? h(
          'div',
          { class: 'notice notice-error', role: 'alert' },
          h('h3', null, failed.length === 1 ? 'Please fix one thing before sending:' : `Please fix ${failed.length} things before sending:`),
          h(
            'ul',
            null,
            failed.map((f) => h('li', null, h('a', { href: `#contact-${f}` }, errors[f]))),
          ),
        )
      : null,
    fields,
  );
}
