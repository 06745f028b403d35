import { useEffect, useRef, useState } from 'react';
import { emailResumeLink } from '../api/email-resume-link';
import { ApiError } from '../api/http';
import { parseResumeParam, RESUME_PARAM } from '../resume-storage';

type EmailState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** Shown after 'Save & Continue Later': the link reopens this draft on any device. */
export function ResumeLinkPanel({ url }: { url: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  const [email, setEmail] = useState<EmailState>({ kind: 'idle' });

  useEffect(() => {
    heading.current?.focus();
    setCopied(false);
    setEmail({ kind: 'idle' });
  }, [url]);

  // The link carries the draft's id and resume token; the API e-mails it to the business e-mail saved in the draft.
  const sendEmail = async () => {
    const credentials = parseResumeParam(new URL(url).searchParams.get(RESUME_PARAM));
    if (!credentials) return;
    setEmail({ kind: 'sending' });
    try {
      await emailResumeLink(credentials);
      setEmail({ kind: 'sent' });
    } catch (error) {
      const message = error instanceof ApiError && error.statusCode < 500 ? error.message : 'The email could not be sent. Please copy the link instead.';
      setEmail({ kind: 'failed', message });
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section className="q-resume" aria-labelledby="q-resume-title">
      <h2 className="q-resume__title" id="q-resume-title" tabIndex={-1} ref={heading}>
        Your progress is saved
      </h2>
      <p className="q-resume__text">
        Come back to this page on this device, or open this link on any device to continue where you left off. Keep it private: anyone with the link can see
        your answers.
      </p>
      <div className="q-resume__row">
        <label className="q-sr-only" htmlFor="q-resume-link">
          Resume link
        </label>
        <input className="q-input q-resume__link" id="q-resume-link" type="text" readOnly value={url} onFocus={(e) => e.target.select()} />
        <button type="button" className="q-button q-button--secondary" onClick={copy}>
          Copy link
        </button>
      </div>
      <p className="q-resume__copied" role="status">
        {copied ? 'Link copied.' : ''}
      </p>
      <div className="q-resume__row">
        <button type="button" className="q-button q-button--secondary" onClick={sendEmail} disabled={email.kind === 'sending'}>
          {email.kind === 'sending' ? 'Sending...' : 'Email me this link'}
        </button>
      </div>
      <p className="q-resume__copied" role="status">
        {email.kind === 'sent' ? 'We emailed the link to the business email you entered. It holds the link only, none of your answers.' : ''}
      </p>
      {email.kind === 'failed' ? (
        <p className="q-field-error" role="alert">
          {email.message}
        </p>
      ) : null}
    </section>
  );
}
