import { FormEvent, useRef, useState } from 'react';
import { CONTACT_LIMITS } from '@fw/shared-field-limits';
import { toast, Toaster } from '../../components/toast';
import { errorMessage } from '../../lib/api';
import { useHydrated } from '../../lib/use-hydrated';
import { CONTACT_FAILURE, ContactField, ContactMessage, sendContactMessage, validateContactMessage } from './send-contact-message';

const empty: ContactMessage = { name: '', email: '', subject: '', message: '' };
const order: ContactField[] = ['name', 'email', 'subject', 'message'];

/** Contact form (spec §5 validation, §8 messages). Disabled until hydrated: it needs JavaScript to send. */
export default function ContactFormIsland() {
  const hydrated = useHydrated();
  const [values, setValues] = useState<ContactMessage>(empty);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
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
    try {
      await sendContactMessage(values);
      toast({ title: 'Message sent!', description: "We'll get back to you as soon as possible." });
      setValues(empty);
      setErrors({});
      setSubmitted(false);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, CONTACT_FAILURE), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  const field = (name: ContactField, label: string, input: 'input' | 'email' | 'textarea', autoComplete?: string) => {
    const id = `contact-${name}`;
    const errorId = `${id}-error`;
    const common = {
      id,
      name,
      value: values[name],
      required: true,
      maxLength: CONTACT_LIMITS[name], // the API's limit, instead of the server refusing
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? errorId : undefined,
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
          <button type="submit" className="button button--primary button--lg button--block">
            {sending ? 'Sending...' : 'Send Message'}
          </button>
        </fieldset>
      </form>
      <Toaster />
    </>
  );
}
