import type { QuestionnaireState } from '../use-questionnaire';

/**
 * A resume link opened while another questionnaire is in progress on this device: nothing is
 * loaded or forgotten until the visitor says which one to continue.
 */
export function DraftChoicePanel({ q }: { q: QuestionnaireState }) {
  if (!q.draftChoice) return null;
  return (
    <section className="q-conflict" aria-labelledby="q-choice-title">
      <h2 className="q-conflict__title" id="q-choice-title">
        Which questionnaire do you want to continue?
      </h2>
      <p className="q-conflict__text">
        The link you opened belongs to a different questionnaire from the one in progress on this device. Both stay saved; choose the one to work on now.
      </p>
      <div className="q-conflict__actions">
        <button type="button" className="q-button q-button--primary" onClick={() => q.chooseDraft('link')}>
          Continue the one from the link
        </button>
        <button type="button" className="q-button q-button--secondary" onClick={() => q.chooseDraft('device')}>
          Continue the one on this device
        </button>
      </div>
    </section>
  );
}

/** Why a resume link did not open its questionnaire; the draft on this device is left as it was. */
export function LinkNoticePanel({ q }: { q: QuestionnaireState }) {
  if (!q.linkNotice) return null;
  const submitted = q.linkNotice === 'already-submitted';
  return (
    <div className="q-notice" role="status">
      <p>
        <strong>{submitted ? 'That questionnaire was already submitted.' : 'That resume link no longer opens a questionnaire.'}</strong>{' '}
        {submitted ? 'Its answers reached us and can no longer be changed here. ' : 'It may have expired or been mistyped. '}
        {q.hasDraft ? 'Your questionnaire in progress on this device is open below.' : 'You can start a new one below.'}
      </p>
    </div>
  );
}
