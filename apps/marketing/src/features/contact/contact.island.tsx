import { FormEvent, useRef, useState } from 'react';
import { CONTACT_LIMITS } from '@fw/shared-field-limits';
import { CharacterCounter, counterShown } from '../../components/character-counter';
import { dismissErrorToasts, toast, Toaster } from '../../components/toast';
import { site } from '../../config/site';
import { ApiError } from '../../lib/api';
import { useHydrated } from '../../lib/use-hydrated';
import {
  CONTACT_FAILURE,
  ContactField,
  ContactMessage,
  REFUSED_FIELD_MESSAGES,
  sendContactMessage,
  validateContactMessage,
  waitText,
} from './send-contact-message';

const empty: ContactMessage = { name: '', email: '', subject: '', message: '' };
const order: ContactField[] = ['name', 'email', 'subject', 'message'];

/** Contact form (docs/product.md §5 validation, §8 messages). Disabled until hydrated: it needs JavaScript to send. */
export default function ContactFormIsland() {
  const hydrated = useHydrated();
  const [values, setValues] = useState<ContactMessage>(empty);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  /** A 429: when to try again (seconds, if the server said) and the other ways to reach the business. */
  const [limited, setLimited] = useState<{ wait?: number } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const update = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateContactMessage(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    const found = validateContactMessage(values);
    setErrors(found);
    const firstBad = order.find((field) => found[field]);
    if (firstBad) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstBad}"]`)?.focus();
      return;
    }
    setSending(true);
    setLimited(null);
    dismissErrorToasts();
    try {
      await sendContactMessage(values);
      toast({ title: 'Message sent!', description: "We'll get back to you as soon as possible." });
      setValues(empty);
      setErrors({});
      setSubmitted(false);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 429) {
        setLimited({ wait: error.retryAfterSeconds });
        const when = error.retryAfterSeconds ? `in ${waitText(error.retryAfterSeconds)}` : 'later';
        toast({ title: 'Error', description: `Too many messages. Please try again ${when}, or call or e-mail us.`, variant: 'destructive' });
        return;
      }
      // The server's words ("email must be a valid email address") stay out of the page: name the field in ours.
      const refused = error instanceof ApiError && error.statusCode === 400 ? order.filter((f) => f in error.fields) : [];
      if (refused.length > 0) {
        setErrors(Object.fromEntries(refused.map((f) => [f, REFUSED_FIELD_MESSAGES[f]])));
        formRef.current?.querySelector<HTMLElement>(`[name="${refused[0]}"]`)?.focus();
      }
      toast({ title: 'Error', description: CONTACT_FAILURE, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  const field = (name: ContactField, label: string, input: 'input' | 'email' | 'textarea', autoComplete?: string) => {
    const id = `contact-${name}`;
    const errorId = `${id}-error`;
    const counterId = `${id}-count`;
    const max = CONTACT_LIMITS[name];
    const counted = counterShown(values[name].length, max);
    const describedBy = [errors[name] ? errorId : '', counted ? counterId : ''].filter(Boolean).join(' ');
    const common = {
      id,
      name,
      value: values[name],
      required: true,
      maxLength: max, // the API's limit, instead of the server refusing
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': describedBy || undefined,
      autoComplete,
    };
    return (
      <div className="form-field">
        <label htmlFor={id}>{label}</label>
        {input === 'textarea' ? (
          <textarea {...common} rows={6} onChange={(e) => update(name, e.target.value)} />
        ) : (
          <input {...common} type={input === 'email' ? 'email' : 'text'} onChange={(e) => update(name, e.target.value)} />
        )}
        <CharacterCounter id={counterId} length={values[name].length} max={max} className="form-field__count" />
        {errors[name] ? (
          <p className="form-field__error" id={errorId}>
            {errors[name]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <>
      <form ref={formRef} className="contact-form" noValidate onSubmit={onSubmit} aria-label="Contact form">
        <fieldset disabled={!hydrated || sending}>
          <div className="form-row">
            {field('name', 'Name', 'input', 'name')}
            {field('email', 'Email', 'email', 'email')}
          </div>
          {field('subject', 'Subject', 'input')}
          {field('message', 'Message', 'textarea')}
          {limited ? (
            <div className="notice notice--warn contact-form__limited" role="alert">
              <p>
                <strong>You have sent several messages in a short time.</strong> Please try again{' '}
                {limited.wait ? `in ${waitText(limited.wait)}` : 'a little later'}, or reach us directly: call <a href={site.phoneHref}>{site.phone}</a> or
                e-mail <a href={`mailto:${site.email}`}>{site.email}</a>.
              </p>
            </div>
          ) : null}
          <button type="submit" className="button button--primary button--lg button--block">
            {sending ? 'Sending...' : 'Send Message'}
          </button>
        </fieldset>
      </form>
      <Toaster />
    </>
  );
}
