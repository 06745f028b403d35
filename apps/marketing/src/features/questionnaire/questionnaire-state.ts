import { FieldDescriptor, QUESTIONNAIRE_STEP_COUNT, REQUIRED_ANSWER_MESSAGE, stepAnswerProblems } from '@fw/shared-questionnaire';
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
  /** Counts the visitor's changes to the answers; `savedEdits` is the count the last save carried. */
  edits: number;
  savedEdits: number;
  /** An autosave is on its way, or the last one failed (the next change or action tries again). */
  autosaving: boolean;
  autosaveFailed: boolean;
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
  | { type: 'saved'; edits?: number }
  | { type: 'autosaveStarted' }
  | { type: 'autosaved'; edits: number; errors: FieldErrors }
  | { type: 'autosaveFailed' }
  | { type: 'stepRefused'; errors: FieldErrors }
  | { type: 'answersRefused'; errors: FieldErrors; edits?: number }
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
    edits: 0,
    savedEdits: 0,
    autosaving: false,
    autosaveFailed: false,
  };
}

const answerOf = (form: QuestionnaireForm) => (field: FieldDescriptor) => (form as Record<string, unknown>)[field.name];

/** What keeps this step from moving on (the shared field rules): blank required answers, refused values. */
export function stepProblems(form: QuestionnaireForm, step: number): FieldErrors {
  return stepAnswerProblems(step, answerOf(form)) as FieldErrors;
}

/**
 * Answers the form can tell the API would refuse (the shared field rules), on any step: a save
 * leaves them out. A blank required answer is not one of them: a draft may be incomplete.
 */
export function localProblems(form: QuestionnaireForm): FieldErrors {
  const out: FieldErrors = {};
  for (let step = 1; step <= QUESTIONNAIRE_STEP_COUNT; step++) {
    for (const [field, messages] of Object.entries(stepProblems(form, step))) {
      const refused = (messages ?? []).filter((message) => message !== REQUIRED_ANSWER_MESSAGE);
      if (refused.length) out[field as keyof FieldErrors] = refused;
    }
  }
  return out;
}

/** The saved state shown beside the buttons: '' before any typing, then 'Unsaved changes', 'Saving…', 'Saved' or 'Not saved'. */
export function saveIndicator(state: WizardState): string {
  if (state.autosaving || state.busy === 'saving') return 'Saving…';
  if (state.autosaveFailed) return 'Not saved: we will try again';
  if (state.edits !== state.savedEdits) return 'Unsaved changes';
  return state.credentials ? 'Saved' : '';
}

/** A change to the answers: counted, so that a save knows whether it carried the latest typing. */
const withForm = (state: WizardState, change: Partial<QuestionnaireForm>): WizardState => ({
  ...state,
  form: { ...state.form, ...change },
  edits: state.edits + 1,
});

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
      // docs/product.md §2: removal is offered only while more than one entry exists.
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
      const problem = localProblems(state.form).business_email ?? (state.fieldErrors.business_email && stepProblems(state.form, 1).business_email);
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
        savedEdits: state.edits,
        credentials: event.credentials,
        version: event.submission.version,
        form: formFromSubmission(event.submission),
        step: clampStep(event.submission.current_step),
      };
    case 'latestLoaded':
      return {
        ...state,
        savedEdits: state.edits,
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
      return { ...state, credentials: null, version: undefined, resumeUrl: null, conflict: null, savedEdits: -1 };
    case 'saved':
      return { ...state, fieldErrors: {}, conflict: null, autosaveFailed: false, savedEdits: event.edits ?? state.savedEdits };
    case 'autosaveStarted':
      return { ...state, autosaving: true };
    case 'autosaved':
      return { ...state, autosaving: false, autosaveFailed: false, savedEdits: event.edits, fieldErrors: { ...state.fieldErrors, ...event.errors } };
    case 'autosaveFailed':
      return { ...state, autosaving: false, autosaveFailed: true };
    case 'stepRefused':
      return { ...state, fieldErrors: event.errors, moves: state.moves + 1 };
    case 'answersRefused':
      return { ...state, fieldErrors: event.errors, conflict: null, autosaveFailed: false, savedEdits: event.edits ?? state.savedEdits };
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
