import { useEffect, useRef, useState } from 'react';

/** Shown after 'Save & Continue Later': the link reopens this draft on any device. */
export function ResumeLinkPanel({ url }: { url: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    heading.current?.focus();
    setCopied(false);
  }, [url]);

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
        Come back to this page on this device, or open this link on any device to continue where you left off. Keep it private: anyone with
        the link can see your answers.
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
    </section>
  );
}
