import { INVALID_EMAIL_MESSAGE } from '@fw/shared-field-limits';
import { ListFieldDescriptor, questionnaireField } from '@fw/shared-questionnaire';
import type { ToastOptions } from '../../components/toast';
import type { CreatedSubmission } from './api/create-questionnaire';
import { ApiError } from './api/http';
import type { QuestionnaireAnswers, ResumeCredentials, Submission } from './api/submission.schema';
import { answersFromForm, sortChosenFiles, TOTAL_STEPS } from './questionnaire-form';
import { fieldPlace } from './questionnaire-steps';
import { BusyState, FieldErrors, LinkNotice, localProblems, SaveConflict, stepProblems, WizardAction, WizardEvent, WizardState } from './questionnaire-state';
import { SUBMITTED_TOAST } from './submitted-notice';

// What the /start wizard does with the API and the browser: restoring a draft, saving on Next and
// 'Save & Continue Later', resolving conflicts, submitting. Everything it touches comes in as
// `deps`, and state changes go through the pure reducer (questionnaire-state.ts), so these flows
// run in a unit test with a fake API.

export const SUCCESS_PATH = '/questionnaire-success';

/** The API and browser parts the wizard uses (the real ones in use-questionnaire.ts). */
export interface WizardDeps {
  api: {
    get(credentials: ResumeCredentials, signal?: AbortSignal): Promise<Submission>;
    create(body: Partial<QuestionnaireAnswers> & { current_step: number }): Promise<CreatedSubmission>;
    /** `keepalive`: the request outlives the page (sent while it is being left). */
    update(
      credentials: ResumeCredentials,
      body: Partial<QuestionnaireAnswers> & { current_step: number; version?: number },
      options?: { keepalive?: boolean },
    ): Promise<Submission>;
    submit(credentials: ResumeCredentials, body: QuestionnaireAnswers & { version?: number }): Promise<Submission>;
  };
  /** The draft remembered on this device (local storage). */
  storage: {
    read(): ResumeCredentials | null;
    remember(credentials: ResumeCredentials): void;
    forget(): void;
    /** Keeps a submitted questionnaire's credentials as the proof a later checkout presents. */
    rememberSubmitted(credentials: ResumeCredentials): void;
  };
  toast(options: ToastOptions): void;
  dismissErrorToasts(): void;
  /** The resume link of a draft, for 'Save & Continue Later'. */
  resumeLink(credentials: ResumeCredentials): string;
  /** Moves to the success page once submitted. */
  goToSuccess(): void;
}

/** The reducer's state as the flows read it (always the latest, also between awaits) and its dispatch. */
export interface WizardStore {
  get(): WizardState;
  dispatch(event: WizardEvent): void;
}

/** The API says "business_email is required"; beside the field (or its name in the summary) that reads better plainly. */
const REQUIRED_MESSAGE = 'This answer is required.';

/** The server's reason in the form's own words: its raw text ("business_email must be ...") is never shown. */
function plainMessage(field: string, message: string): string {
  if (message === `${field} is required`) return REQUIRED_MESSAGE;
  if (questionnaireField(field)?.kind === 'email') return INVALID_EMAIL_MESSAGE;
  const limit = /at most (\d+)|shorter than or equal to (\d+)/.exec(message);
  if (limit) return `Please keep this under ${Number(limit[1] ?? limit[2]).toLocaleString('en-US')} characters.`;
  return 'This answer could not be saved. Please check it.';
}

export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.statusCode !== 400) return {};
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.fields)) {
    const field = key.split(/[.[]/)[0];
    const plain = [...new Set(messages.map((message) => plainMessage(field, message)))];
    out[field] = [...new Set([...(out[field] ?? []), ...plain])];
  }
  return out as FieldErrors;
}

/** 'Business email (step 1)' for the toast that names the answers a save left out. */
const placeOf = (field: string): string => {
  const place = fieldPlace(field);
  return place ? `${place.label} (step ${place.step})` : field;
};

const isAnswerField = (field: string): boolean => fieldPlace(field) !== undefined;

const CONFLICTS: Record<string, SaveConflict> = {
  'INTAKE.STALE_SUBMISSION': 'saved-elsewhere',
  'INTAKE.ALREADY_SUBMITTED': 'already-submitted',
};

function conflictOf(error: unknown): SaveConflict | null {
  return error instanceof ApiError && error.statusCode === 409 && error.code ? (CONFLICTS[error.code] ?? null) : null;
}

const FAILED_TO_SAVE: ToastOptions = { title: 'Error', description: 'Failed to save progress', variant: 'destructive' };
const FAILED_TO_SUBMIT: ToastOptions = { title: 'Error', description: 'Failed to submit questionnaire', variant: 'destructive' };

export function createWizardController(store: WizardStore, deps: WizardDeps) {
  const { dispatch } = store;
  const state = () => store.get();
  let inFlight = false;

  /**
   * Loads a draft into the form. A link's draft is remembered only once it loaded; a submitted or
   * unknown link's draft leaves the one remembered on this device as it is (and opens that instead).
   */
  const openDraft = async (initial: ResumeCredentials, source: 'link' | 'device', fallback: ResumeCredentials | null, signal?: AbortSignal): Promise<void> => {
    dispatch({ type: 'workStarted', busy: 'loading', action: null });
    try {
      const submission = await deps.api.get(initial, signal);
      if (submission.status === 'completed') {
        if (source === 'link') {
          dispatch({ type: 'linkNoticed', notice: 'already-submitted' });
          // Only a pointer to this very questionnaire is dropped; another draft on this device stays.
          if (deps.storage.read()?.id === initial.id) deps.storage.forget();
          if (fallback) await openDraft(fallback, 'device', null, signal);
        } else deps.storage.forget();
        return;
      }
      if (source === 'link') deps.storage.remember(initial);
      dispatch({ type: 'draftOpened', credentials: initial, submission });
    } catch (error) {
      // docs/product.md §8: a failed load is ignored silently; the next save starts a new draft.
      const gone = error instanceof ApiError && error.statusCode === 404;
      if (source === 'link') {
        if (gone) dispatch({ type: 'linkNoticed', notice: 'not-found' });
        if (fallback) await openDraft(fallback, 'device', null, signal);
      } else if (gone) deps.storage.forget();
    } finally {
      if (!signal?.aborted) dispatch({ type: 'workEnded' });
    }
  };

  /** On opening /start: the resume link's draft, this device's, or a choice between both. */
  const start = async (link: ResumeCredentials | null, remembered: ResumeCredentials | null, signal?: AbortSignal): Promise<void> => {
    if (link && remembered && link.id !== remembered.id) {
      // Ask only when there is a real choice: a submitted or unknown link says so and opens this device's draft.
      dispatch({ type: 'workStarted', busy: 'loading', action: null });
      let found: 'open' | LinkNotice = 'open';
      try {
        if ((await deps.api.get(link, signal)).status === 'completed') found = 'already-submitted';
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 404) found = 'not-found';
      }
      if (signal?.aborted) return;
      if (found === 'open') {
        dispatch({ type: 'draftChoiceAsked', choice: { link, remembered } });
        return;
      }
      dispatch({ type: 'linkNoticed', notice: found });
      await openDraft(remembered, 'device', null, signal);
      return;
    }
    const initial = link ?? remembered;
    if (initial) await openDraft(initial, link ? 'link' : 'device', null, signal);
  };

  /** The visitor's answer to `draftChoice`: the link's draft (the other one stays saved) or this device's. */
  const chooseDraft = (which: 'link' | 'device') => {
    const choice = state().draftChoice;
    if (!choice) return;
    dispatch({ type: 'draftChoiceAnswered' });
    if (which === 'link') void openDraft(choice.link, 'link', choice.remembered);
    else void openDraft(choice.remembered, 'device', null);
  };

  /** Keeps accepted files (type, 10 MB, not listed yet); names the refused ones beside the picker; the toast counts what was kept. */
  const addFiles = (chosen: ReadonlyArray<{ name: string; size: number }>) => {
    const limits = questionnaireField('uploaded_files') as ListFieldDescriptor;
    const { kept, refused } = sortChosenFiles(chosen, state().form.uploaded_files, limits);
    dispatch({ type: 'filesChosen', kept, refused });
    if (kept.length === 0) return;
    const count = kept.length;
    deps.toast({
      title: 'Files Ready',
      description: `${count} ${count === 1 ? 'file' : 'files'} selected. After you submit, we e-mail you a secure upload link to send them.`,
    });
  };

  const remembered = (credentials: ResumeCredentials, version: number | undefined) => {
    dispatch({ type: 'draftCreated', credentials, version });
    deps.storage.remember(credentials);
  };

  /** Creates the draft on first use, updates it afterwards, leaving out the `omit` answers; throws ApiError or a network error. */
  const persist = async (currentStep: number, omit: readonly string[] = []): Promise<ResumeCredentials> => {
    const answers: Partial<QuestionnaireAnswers> = answersFromForm(state().form);
    for (const field of omit) delete answers[field as keyof QuestionnaireAnswers];
    const { credentials: known, version } = state();
    if (!known) {
      const created = await deps.api.create({ ...answers, current_step: currentStep });
      const fresh = { id: created.id, token: created.resume_token };
      remembered(fresh, created.version);
      return fresh;
    }
    const updated = await deps.api.update(known, { ...answers, current_step: currentStep, ...(version !== undefined ? { version } : {}) });
    dispatch({ type: 'versionSeen', version: updated.version });
    return known;
  };

  const run = async (kind: WizardAction, busyState: Exclude<BusyState, 'idle'>, work: () => Promise<void>) => {
    if (state().busy !== 'idle' || inFlight) return;
    inFlight = true;
    deps.dismissErrorToasts();
    dispatch({ type: 'workStarted', busy: busyState, action: kind });
    try {
      // One save at a time: a button's save follows an autosave on its way (and its version).
      await autosaving;
      await work();
    } finally {
      inFlight = false;
      dispatch({ type: 'workEnded' });
    }
  };

  /** One message per failure: a conflict is explained by its panel alone, anything else by the toast. */
  const saveFailed = (error: unknown) => {
    const conflict = conflictOf(error);
    dispatch({ type: 'saveFailed', errors: fieldErrorsOf(error), conflict });
    if (!conflict) deps.toast(FAILED_TO_SAVE);
  };

  /**
   * Saves the answers at `atStep`. An answer the form or the server refuses does not hold back the
   * others: they are saved without it, and the refused ones are named beside their fields, in the
   * summary and in one toast. Returns the credentials and the refused fields, or null when nothing
   * was saved (already shown).
   */
  const saveAt = async (atStep: number): Promise<{ credentials: ResumeCredentials; refused: string[] } | null> => {
    const problems: FieldErrors = localProblems(state().form);
    const edits = state().edits;
    try {
      let kept: ResumeCredentials;
      try {
        kept = await persist(atStep, Object.keys(problems));
      } catch (error) {
        const server = fieldErrorsOf(error);
        const answers = Object.keys(server).filter(isAnswerField);
        if (answers.length === 0 || answers.length !== Object.keys(server).length) throw error;
        Object.assign(problems, server);
        kept = await persist(atStep, Object.keys(problems));
      }
      const refused = Object.keys(problems);
      if (refused.length === 0) {
        dispatch({ type: 'saved', edits });
      } else {
        dispatch({ type: 'answersRefused', errors: problems, edits });
        deps.toast({
          title: refused.length === 1 ? 'Check one answer' : `Check ${refused.length} answers`,
          description: `Your other answers are saved. Not saved: ${refused.map(placeOf).join(', ')}.`,
          variant: 'destructive',
        });
      }
      return { credentials: kept, refused };
    } catch (error) {
      saveFailed(error);
      return null;
    }
  };

  /** The draft as saved now; a submitted one turns the conflict into 'already-submitted'. */
  const readLatest = async (known: ResumeCredentials) => {
    const latest = await deps.api.get(known);
    if (latest.status === 'completed') {
      dispatch({ type: 'conflictFound', conflict: 'already-submitted' });
      return null;
    }
    dispatch({ type: 'versionSeen', version: latest.version });
    return latest;
  };

  /** 'saved-elsewhere': replace this page's answers with the saved ones, at the step saved there. */
  const loadSaved = () =>
    run('resolve', 'loading', async () => {
      const known = state().credentials;
      if (!known) return;
      try {
        const latest = await readLatest(known);
        if (!latest) return;
        dispatch({ type: 'latestLoaded', submission: latest });
        deps.toast({ title: 'Answers Loaded', description: 'You are now looking at the answers saved most recently.' });
      } catch {
        deps.toast({ title: 'Error', description: 'Failed to load the saved answers', variant: 'destructive' });
      }
    });

  /** 'saved-elsewhere': save this page's answers over the ones saved elsewhere. */
  const keepMine = () =>
    run('resolve', 'saving', async () => {
      const known = state().credentials;
      if (!known) return;
      const latest = await readLatest(known).catch((error: unknown) => {
        saveFailed(error);
        return null;
      });
      const result = latest ? await saveAt(state().step) : null;
      if (result && result.refused.length === 0)
        deps.toast({ title: 'Progress Saved', description: 'The answers on this page replaced the ones saved elsewhere.' });
    });

  /** 'already-submitted': keep the answers on this page and save them as a new draft. */
  const saveAsNew = () =>
    run('resolve', 'saving', async () => {
      deps.storage.forget();
      dispatch({ type: 'startedOver' });
      const result = await saveAt(state().step);
      if (result && result.refused.length === 0) deps.toast({ title: 'Progress Saved', description: 'Your answers are saved as a new questionnaire.' });
    });

  /**
   * Next moves on only from a step whose answers pass the shared field rules; otherwise it stays,
   * names the problems beside their fields on this step, and saves the other answers.
   */
  const next = () =>
    run('next', 'saving', async () => {
      const { form, step } = state();
      const problems = stepProblems(form, step);
      if (Object.keys(problems).length > 0) {
        await saveAt(step);
        dispatch({ type: 'stepRefused', errors: { ...state().fieldErrors, ...problems } });
        return;
      }
      const target = Math.min(step + 1, TOTAL_STEPS);
      await saveAt(target);
      dispatch({ type: 'movedTo', step: target });
    });

  /** Back moves at once; the step's typing is saved on the way (as an autosave). */
  const back = () => {
    const { busy, step } = state();
    if (busy !== 'idle' || step <= 1) return;
    dispatch({ type: 'movedTo', step: step - 1 });
    void autosave();
  };

  let autosaving: Promise<void> = Promise.resolve();
  const hasUnsavedTyping = () => state().edits !== state().savedEdits;

  /**
   * Saves the typing not saved yet, quietly (no toast): the wizard calls it a few seconds after
   * typing stops and on Back. Answers the form or the server refuses are left out and named beside
   * their fields; a conflict opens its panel. One autosave at a time; none during a button's work.
   */
  const autosave = (): Promise<void> => {
    if (!hasUnsavedTyping() || state().busy !== 'idle' || inFlight || state().conflict || state().draftChoice) return autosaving;
    autosaving = autosaving.then(async () => {
      if (!hasUnsavedTyping() || state().busy !== 'idle' || inFlight) return;
      const edits = state().edits;
      const problems: FieldErrors = localProblems(state().form);
      dispatch({ type: 'autosaveStarted' });
      try {
        try {
          await persist(state().step, Object.keys(problems));
        } catch (error) {
          const server = fieldErrorsOf(error);
          const answers = Object.keys(server).filter(isAnswerField);
          if (answers.length === 0 || answers.length !== Object.keys(server).length) throw error;
          Object.assign(problems, server);
          await persist(state().step, Object.keys(problems));
        }
        dispatch({ type: 'autosaved', edits, errors: problems });
      } catch (error) {
        dispatch({ type: 'autosaveFailed' });
        const conflict = conflictOf(error);
        if (conflict) dispatch({ type: 'conflictFound', conflict });
      }
    });
    return autosaving;
  };

  /**
   * The page is being left (closed, reloaded, another page opened): unsaved typing of a draft goes
   * out as a keepalive request, which the browser finishes after the page is gone. A draft not
   * created yet cannot be remembered from here; the autosave after a pause creates it.
   */
  const saveOnLeave = () => {
    const { credentials, version, form, step, conflict } = state();
    if (!credentials || !hasUnsavedTyping() || conflict) return;
    const answers: Partial<QuestionnaireAnswers> = answersFromForm(form);
    for (const field of Object.keys(localProblems(form))) delete answers[field as keyof QuestionnaireAnswers];
    const edits = state().edits;
    const sent = deps.api.update(credentials, { ...answers, current_step: step, ...(version !== undefined ? { version } : {}) }, { keepalive: true });
    // When the page stays after all (a hidden tab comes back), the next save goes on from this one's version.
    autosaving = autosaving.then(() =>
      sent.then(
        (updated) => {
          dispatch({ type: 'versionSeen', version: updated.version });
          dispatch({ type: 'autosaved', edits, errors: {} });
        },
        () => undefined,
      ),
    );
  };

  const saveForLater = () =>
    run('later', 'saving', async () => {
      const result = await saveAt(state().step);
      if (!result) return;
      dispatch({ type: 'resumeLinkMade', url: deps.resumeLink(result.credentials) });
      if (result.refused.length === 0)
        deps.toast({ title: 'Progress Saved', description: 'Continue any time on this device, or use your resume link on another one.' });
    });

  const submit = () =>
    run('submit', 'submitting', async () => {
      const problems = localProblems(state().form);
      if (Object.keys(problems).length > 0) {
        dispatch({ type: 'answersRefused', errors: problems });
        deps.toast(FAILED_TO_SUBMIT);
        return;
      }
      try {
        const answers = answersFromForm(state().form);
        let known = state().credentials;
        if (!known) {
          const created = await deps.api.create({ ...answers, current_step: TOTAL_STEPS });
          known = { id: created.id, token: created.resume_token };
          remembered(known, created.version);
        }
        // With the version read last, so answers saved from elsewhere meanwhile are not overwritten.
        const version = state().version;
        await deps.api.submit(known, { ...answers, ...(version !== undefined ? { version } : {}) });
        deps.storage.rememberSubmitted(known);
        deps.storage.forget();
        dispatch({ type: 'draftForgotten' });
        dispatch({ type: 'saved' });
        deps.toast(SUBMITTED_TOAST);
        deps.goToSuccess();
      } catch (error) {
        const conflict = conflictOf(error);
        dispatch({ type: 'saveFailed', errors: fieldErrorsOf(error), conflict });
        if (!conflict) deps.toast(FAILED_TO_SUBMIT);
      }
    });

  return {
    start,
    chooseDraft,
    addFiles,
    checkEmail: () => dispatch({ type: 'emailChecked' }),
    goTo: (step: number) => dispatch({ type: 'movedTo', step }),
    next,
    back,
    autosave,
    saveOnLeave,
    /** Resolves once no autosave is on its way. */
    idle: () => autosaving,
    saveForLater,
    submit,
    loadSaved,
    keepMine,
    saveAsNew,
  };
}
