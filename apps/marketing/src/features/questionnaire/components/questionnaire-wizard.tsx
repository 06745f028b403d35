import { KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Toaster } from '../../../components/toast';
import { fieldsOfStep } from '@fw/shared-questionnaire';
import { TOTAL_STEPS } from '../questionnaire-form';
import { fieldPlace, STEPS } from '../questionnaire-steps';
import { QuestionnaireState, useQuestionnaire } from '../use-questionnaire';
import '../questionnaire.css';
import { DraftChoicePanel, LinkNoticePanel } from './draft-choice-panel';
import { ProgressIndicator } from './progress-indicator';
import { ResumeLinkPanel } from './resume-link-panel';
import { SaveConflictPanel } from './save-conflict-panel';
import { StepFields } from './questionnaire-field';
import { WhyWeNeedThis } from './why-we-need-this';

function ErrorSummary({ q }: { q: QuestionnaireState }) {
  const problems = Object.entries(q.fieldErrors).filter(([, messages]) => messages && messages.length > 0);
  if (problems.length === 0) return null;
  const onThisStep = problems.every(([field]) => fieldPlace(field)?.step === q.step);
  return (
    <section className="q-error-summary" aria-labelledby="q-error-summary-title">
      <h2 className="q-error-summary__title" id="q-error-summary-title">
        Please check these answers
      </h2>
      {onThisStep ? (
        <p className="q-error-summary__lead">Next moves on to the following step once these answers on {STEPS[q.step - 1].title} are filled in.</p>
      ) : null}
      <ul className="q-error-summary__list">
        {problems.map(([field, messages]) => {
          const place = fieldPlace(field);
          return (
            <li key={field}>
              {place ? (
                <button type="button" className="q-link-button" onClick={() => q.goTo(place.step)} disabled={q.busy !== 'idle'}>
                  {place.label} (step {place.step})
                </button>
              ) : (
                <span>{field}</span>
              )}
              : {messages?.join(' ')}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export interface QuestionnaireWizardProps {
  /** The router's navigation primitive; without it the wizard loads the success page in full. */
  navigate?: (to: string) => void;
}

/** The /start questionnaire: seven steps, save and resume, submit (docs/product.md §2, §4, §5). */
export function QuestionnaireWizard({ navigate }: QuestionnaireWizardProps) {
  const q = useQuestionnaire({ navigate });
  const heading = useRef<HTMLHeadingElement>(null);
  const info = STEPS[q.step - 1];
  const busy = q.busy !== 'idle' || q.draftChoice !== null;
  const isLast = q.step === TOTAL_STEPS;
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => setHydrated(true), []);

  const submitButton = useRef<HTMLButtonElement>(null);
  /**
   * Enter in a one-line field moves on: to the next field of the step, from the last one to the next
   * step (saving, as Next does), and on the last step to the Submit button (never submitting by accident).
   */
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || target.type === 'file') return;
    event.preventDefault();
    const fields = Array.from(
      event.currentTarget.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('.q-fields input, .q-fields select, .q-fields textarea'),
    ).filter((field) => !field.disabled && field.type !== 'hidden');
    const following = fields[fields.indexOf(target) + 1];
    if (following) following.focus();
    else if (isLast) submitButton.current?.focus();
    else q.next();
  };

  useEffect(() => {
    if (q.moves > 0) heading.current?.focus();
  }, [q.moves]);

  const status = q.busy === 'saving' ? 'Saving...' : q.busy === 'submitting' ? 'Submitting...' : q.busy === 'loading' ? 'Loading your saved answers...' : '';

  return (
    <div className="q-page" data-hydrated={hydrated || undefined} data-busy={q.busy}>
      <header className="q-top">
        <a className="q-top__home" href="/">
          <span aria-hidden="true">← </span>Back to home
        </a>
      </header>
      <main className="q-main" id="main-content">
        <div className="q-intro">
          <h1 className="q-intro__title">Let&apos;s Plan Your New Website</h1>
          <p className="q-intro__text">
            Answer a few quick questions about your business and goals so we can design a website that fits. It takes about 10 minutes, and you can save and
            continue later.
          </p>
        </div>

        <ProgressIndicator step={q.step} />
        <DraftChoicePanel q={q} />
        <LinkNoticePanel q={q} />
        <SaveConflictPanel q={q} />
        <ErrorSummary q={q} />

        <form className="q-card" aria-labelledby="q-step-title" aria-busy={busy} onSubmit={(e) => e.preventDefault()} onKeyDown={onKeyDown}>
          <h2 className="q-card__title" id="q-step-title" tabIndex={-1} ref={heading}>
            <span className="q-sr-only">
              Step {q.step} of {TOTAL_STEPS}:{' '}
            </span>
            {info.title}
          </h2>
          {info.hasRequired ? (
            <p className="q-required-note">
              Fields marked <span aria-hidden="true">*</span>
              <span className="q-sr-only">with an asterisk</span> are required.
            </p>
          ) : null}
          <WhyWeNeedThis step={info.number} text={info.why} />
          <fieldset className="q-fields" disabled={q.busy === 'loading' || q.draftChoice !== null}>
            <legend className="q-sr-only">{info.title}</legend>
            <StepFields fields={fieldsOfStep(q.step)} q={q} />
            {info.note ? <p className="q-note">{info.note}</p> : null}
          </fieldset>
          <div className="q-actions">
            <button type="button" className="q-button q-button--secondary" onClick={q.back} disabled={busy || q.step === 1}>
              Back
            </button>
            <div className="q-actions__forward">
              <button type="button" className="q-button q-button--ghost" onClick={q.saveForLater} disabled={busy}>
                {q.action === 'later' ? 'Saving...' : 'Save & Continue Later'}
              </button>
              {isLast ? (
                <button type="button" className="q-button q-button--primary" onClick={q.submit} disabled={busy} ref={submitButton}>
                  {q.action === 'submit' ? 'Submitting...' : 'Submit Questionnaire'}
                </button>
              ) : (
                <button type="button" className="q-button q-button--primary" onClick={q.next} disabled={busy}>
                  {q.action === 'next' ? 'Saving...' : 'Next'}
                </button>
              )}
            </div>
          </div>
          <p className="q-save-status" data-save-status={q.saveStatus || undefined} aria-live="polite">
            {q.saveStatus}
          </p>
          <p className="q-sr-only" role="status">
            {status}
          </p>
        </form>

        {q.resumeUrl ? <ResumeLinkPanel url={q.resumeUrl} /> : null}
      </main>
      <Toaster />
    </div>
  );
}
