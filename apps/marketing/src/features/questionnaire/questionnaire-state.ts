import { EmailAddress, INVALID_EMAIL_MESSAGE } from '@fw/shared-field-limits';
import type { ResumeCredentials, Submission } from './api/submission.schema';
import { clampStep, emptyForm, FlagField, formFromSubmission, ListField, QuestionnaireForm, RefusedFile, TextField } from './questionnaire-form';

// The /start wizard's state as one value and the events that change it: a pure reducer, so every
// rule about steps, answers, saving and resuming can be tested without a browser. The hook
// (use-questionnaire.ts) runs the requests and dispatches what they returned.

export type BusyState = 'idle' | 'loading' | 'saving' | 'submitting';
export type WizardAction = 'next' | 'later' | 'submit' | 'resolve';
/**
 * Why the API refused a save with 409: the draft was saved from another window or device after
 * this page read it (its version moved on), or it was submitted there. Every later save from this
 * page would be refused the same way, so the wizard asks the visitor what to keep.
 */
export type SaveConflict = 'saved-elsewhere' | 'already-submitted';
export type FieldErrors = Partial<Record<keyof QuestionnaireForm, string[]>>;
/** A resume link opened while another draft is in progress on this device: which one to continue. */
export interface DraftChoice {
  link: ResumeCredentials;
  remembered: ResumeCredentials;
}
/** What became of a resume link that could not be continued. */
export type LinkNotice = 'already-submitted' | 'not-found';

export interface WizardState {
  form: QuestionnaireForm;
  step: number;
  busy: BusyState;
  /** Which button's work is running (its label shows 'Saving...' or 'Submitting...'). */
  action: WizardAction | null;
  resumeUrl: string | null;
  fieldErrors: FieldErrors;
  conflict: SaveConflict | null;
  refusedFiles: RefusedFile[];
  draftChoice: DraftChoice | null;
  linkNotice: LinkNotice | null;
  /** Grows on every step change the visitor asked for, so the view can move focus then (not on restore). */
  moves: number;
  /** The draft this page saves to (null until the first save creates one) and the version last read or written. */
  credentials: ResumeCredentials | null;
  version: number | undefined;
}

export type WizardEvent =
  | { type: 'textChanged'; field: TextField; value: string }
  | { type: 'flagChanged'; field: FlagField; value: boolean }
  | { type: 'listEntryChanged'; field: ListField; index: number; value: string }
  | { type: 'listEntryAdded'; field: ListField }
  | { type: 'listEntryRemoved'; field: ListField; index: number }
  | { type: 'filesChosen'; kept: string[]; refused: RefusedFile[] }
  | { type: 'fileRemoved'; name: string }
  | { type: 'emailChecked' }
  | { type: 'movedTo'; step: number }
  | { type: 'workStarted'; busy: Exclude<BusyState, 'idle'>; action: WizardAction | null }
  | { type: 'workEnded' }
  | { type: 'draftOpened'; credentials: ResumeCredentials; submission: Submission }
  | { type: 'latestLoaded'; submission: Submission }
  | { type: 'draftCreated'; credentials: ResumeCredentials; version: number | undefined }
  | { type: 'versionSeen'; version: number | undefined }
  | { type: 'draftForgotten' }
  | { type: 'startedOver' }
  | { type: 'saved' }
  | { type: 'answersRefused'; errors: FieldErrors }
  | { type: 'saveFailed'; errors: FieldErrors; conflict: SaveConflict | null }
  | { type: 'conflictFound'; conflict: SaveConflict }
  | { type: 'resumeLinkMade'; url: string }
  | { type: 'draftChoiceAsked'; choice: DraftChoice }
  | { type: 'draftChoiceAnswered' }
  | { type: 'linkNoticed'; notice: LinkNotice };

export function initialWizardState(): WizardState {
  return {
    form: emptyForm(),
    step: 1,
    busy: 'idle',
    action: null,
    resumeUrl: null,
    fieldErrors: {},
    conflict: null,
    refusedFiles: [],
    draftChoice: null,
    linkNotice: null,
    moves: 0,
    credentials: null,
    version: undefined,
  };
}

/** What the form can tell is wrong before sending, by the API's own rules (the shared e-mail rule). */
export function localProblems(form: QuestionnaireForm): FieldErrors {
  const email = form.business_email.trim();
  return email && !EmailAddress.isValid(email) ? { business_email: [INVALID_EMAIL_MESSAGE] } : {};
}

const withForm = (state: WizardState, change: Partial<QuestionnaireForm>): WizardState => ({ ...state, form: { ...state.form, ...change } });

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'textChanged':
      return withForm(state, { [event.field]: event.value });
    case 'flagChanged':
      return withForm(state, { [event.field]: event.value });
    case 'listEntryChanged':
      return withForm(state, { [event.field]: state.form[event.field].map((v, i) => (i === event.index ? event.value : v)) });
    case 'listEntryAdded':
      return withForm(state, { [event.field]: [...state.form[event.field], ''] });
    case 'listEntryRemoved':
      // Spec §2: removal is offered only while more than one entry exists.
      if (state.form[event.field].length <= 1) return state;
      return withForm(state, { [event.field]: state.form[event.field].filter((_, i) => i !== event.index) });
    case 'filesChosen': {
      const listed = state.form.uploaded_files;
      const added = event.kept.filter((name) => !listed.includes(name));
      return { ...withForm(state, { uploaded_files: [...listed, ...added] }), refusedFiles: event.refused };
    }
    case 'fileRemoved':
      return withForm(state, { uploaded_files: state.form.uploaded_files.filter((name) => name !== event.name) });
    case 'emailChecked': {
      // Says at once when the address will not be accepted, and clears that once fixed.
      const problem = localProblems(state.form).business_email;
      if (problem) return { ...state, fieldErrors: { ...state.fieldErrors, business_email: problem } };
      if (!state.fieldErrors.business_email) return state;
      const rest = { ...state.fieldErrors };
      delete rest.business_email;
      return { ...state, fieldErrors: rest };
    }
    case 'movedTo':
      return { ...state, step: clampStep(event.step), moves: state.moves + 1 };
    case 'workStarted':
      return { ...state, busy: event.busy, action: event.action };
    case 'workEnded':
      return { ...state, busy: 'idle', action: null };
    case 'draftOpened':
      // Restored, not moved by the visitor: the step is set without counting a move.
      return {
        ...state,
        credentials: event.credentials,
        version: event.submission.version,
        form: formFromSubmission(event.submission),
        step: clampStep(event.submission.current_step),
      };
    case 'latestLoaded':
      return {
        ...state,
        version: event.submission.version,
        form: formFromSubmission(event.submission),
        fieldErrors: {},
        conflict: null,
        step: clampStep(event.submission.current_step ?? state.step),
        moves: state.moves + 1,
      };
    case 'draftCreated':
      return { ...state, credentials: event.credentials, version: event.version };
    case 'versionSeen':
      return { ...state, version: event.version };
    case 'draftForgotten':
      return { ...state, credentials: null, version: undefined };
    case 'startedOver':
      // 'already-submitted' answered with 'save as new': the next save creates a fresh draft.
      return { ...state, credentials: null, version: undefined, resumeUrl: null, conflict: null };
    case 'saved':
      return { ...state, fieldErrors: {}, conflict: null };
    case 'answersRefused':
      return { ...state, fieldErrors: event.errors, conflict: null };
    case 'saveFailed':
      return { ...state, fieldErrors: event.errors, conflict: event.conflict ?? state.conflict };
    case 'conflictFound':
      return { ...state, conflict: event.conflict };
    case 'resumeLinkMade':
      return { ...state, resumeUrl: event.url };
    case 'draftChoiceAsked':
      return { ...state, draftChoice: event.choice, busy: 'idle' };
    case 'draftChoiceAnswered':
      return { ...state, draftChoice: null };
    case 'linkNoticed':
      return { ...state, linkNotice: event.notice };
  }
}
