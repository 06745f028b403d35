import type { QuestionnaireState } from '../use-questionnaire';

/**
 * Shown after the API refused a save because the draft moved on elsewhere (another window, or the
 * resume link on another device). Until the visitor chooses, every save from this page would be
 * refused too, so the choice is put in front of them rather than left in a passing toast.
 */
export function SaveConflictPanel({ q }: { q: QuestionnaireState }) {
  if (!q.conflict) return null;
  const busy = q.busy !== 'idle';
  const elsewhere = q.conflict === 'saved-elsewhere';
  return (
    <section className="q-conflict" aria-labelledby="q-conflict-title">
      <div role="alert">
        <h2 className="q-conflict__title" id="q-conflict-title">
          {elsewhere ? 'These answers were changed somewhere else' : 'This questionnaire was already submitted'}
        </h2>
        <p className="q-conflict__text">
          {elsewhere
            ? 'This questionnaire was saved in another window or on another device after this page opened it, so your changes here were not saved. Choose which answers to keep.'
            : 'It was submitted from another window or device, so your changes here were not saved. You can send them as a new questionnaire.'}
        </p>
      </div>
      <div className="q-conflict__actions">
        {elsewhere ? (
          <>
            <button type="button" className="q-button q-button--secondary" onClick={q.loadSaved} disabled={busy}>
              Load the saved answers
            </button>
            <button type="button" className="q-button q-button--primary" onClick={q.keepMine} disabled={busy}>
              Keep the answers on this page
            </button>
          </>
        ) : (
          <button type="button" className="q-button q-button--primary" onClick={q.saveAsNew} disabled={busy}>
            Save as a new questionnaire
          </button>
        )}
      </div>
    </section>
  );
}
