import { INVALID_EMAIL_MESSAGE, EmailAddress, QUESTIONNAIRE_LIST_LIMITS } from '@fw/shared-field-limits';
import { useCallback, useEffect, useRef, useState } from 'react';
import { dismissErrorToasts, toast } from '../../components/toast';
import { createQuestionnaire } from './api/create-questionnaire';
import { getQuestionnaire } from './api/get-questionnaire';
import { ApiError } from './api/http';
import { ResumeCredentials } from './api/submission.schema';
import { submitQuestionnaire } from './api/submit-questionnaire';
import { updateQuestionnaire } from './api/update-questionnaire';
import {
  answersFromForm,
  clampStep,
  emptyForm,
  FlagField,
  formFromSubmission,
  ListField,
  QuestionnaireForm,
  RefusedFile,
  sortChosenFiles,
  TextField,
  TOTAL_STEPS,
} from './questionnaire-form';
import { FIELD_PLACES } from './questionnaire-steps';
import { forget, readRemembered, remember, resumeLink, takeResumeSources } from './resume-storage';
import { keepSubmittedNotice, SUBMITTED_TOAST } from './submitted-notice';

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

export const SUCCESS_PATH = '/questionnaire-success';

/** The API says "business_email is required"; beside the field (or its name in the summary) that reads better plainly. */
const REQUIRED_MESSAGE = 'This answer is required.';

/** The server's reason in the form's own words: its raw text ("business_email must be ...") is never shown. */
function plainMessage(field: string, message: string): string {
  if (message === `${field} is required`) return REQUIRED_MESSAGE;
  if (field.endsWith('email')) return INVALID_EMAIL_MESSAGE;
  const limit = /at most (\d+)|shorter than or equal to (\d+)/.exec(message);
  if (limit) return `Please keep this under ${Number(limit[1] ?? limit[2]).toLocaleString('en-US')} characters.`;
  return 'This answer could not be saved. Please check it.';
}

function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.fields)) {
    const field = key.split(/[.[]/)[0];
    const plain = [...new Set(messages.map((message) => plainMessage(field, message)))];
    out[field] = [...new Set([...(out[field] ?? []), ...plain])];
  }
  return out as FieldErrors;
}

/** What the form can tell is wrong before sending, by the API's own rules (the shared e-mail rule). */
export function localProblems(form: QuestionnaireForm): FieldErrors {
  const email = form.business_email.trim();
  return email && !EmailAddress.isValid(email) ? { business_email: [INVALID_EMAIL_MESSAGE] } : {};
}

/** 'Business email (step 1)' for the toast that names the answers a save left out. */
const placeOf = (field: string): string => {
  const place = FIELD_PLACES[field as keyof QuestionnaireForm];
  return place ? `${place.label} (step ${place.step})` : field;
};

const isAnswerField = (field: string): field is keyof QuestionnaireForm => field in FIELD_PLACES;

const CONFLICTS: Record<string, SaveConflict> = {
  'INTAKE.STALE_SUBMISSION': 'saved-elsewhere',
  'INTAKE.ALREADY_SUBMITTED': 'already-submitted',
};

function conflictOf(error: unknown): SaveConflict | null {
  return error instanceof ApiError && error.status === 409 && error.code ? (CONFLICTS[error.code] ?? null) : null;
}

export interface UseQuestionnaireOptions {
  /** Moves to another page (the router's primitive); a full page load by default. */
  navigate?: (to: string) => void;
}

/**
 * State and actions of the /start wizard: restores a remembered draft on mount, saves on Next
 * and 'Save & Continue Later' (first save creates the draft), submits on the last step.
 */
export function useQuestionnaire({ navigate }: UseQuestionnaireOptions = {}) {
  const [form, setForm] = useState<QuestionnaireForm>(emptyForm);
  const [step, setStep] = useState(1);
  const [busy, setBusy] = useState<BusyState>('idle');
  const [action, setAction] = useState<WizardAction | null>(null);
  const [resumeUrl, setResumeUrl] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const [refusedFiles, setRefusedFiles] = useState<RefusedFile[]>([]);
  const [draftChoice, setDraftChoice] = useState<DraftChoice | null>(null);
  const [linkNotice, setLinkNotice] = useState<LinkNotice | null>(null);
  /** Grows on every step change the visitor asked for, so the view can move focus then (not on restore). */
  const [moves, setMoves] = useState(0);
  const credentials = useRef<ResumeCredentials | null>(null);
  const version = useRef<number | undefined>(undefined);
  const inFlight = useRef(false);

  /**
   * Loads a draft into the form. A link's draft is remembered only once it loaded; a submitted or
   * unknown link's draft leaves the one remembered on this device as it is (and opens that instead).
   */
  const openDraft = useCallback(async (initial: ResumeCredentials, source: 'link' | 'device', fallback: ResumeCredentials | null, signal?: AbortSignal) => {
    setBusy('loading');
    try {
      const submission = await getQuestionnaire(initial, signal);
      if (submission.status === 'completed') {
        if (source === 'link') {
          setLinkNotice('already-submitted');
          // Only a pointer to this very questionnaire is dropped; another draft on this device stays.
          if (readRemembered()?.id === initial.id) forget();
          if (fallback) await openDraft(fallback, 'device', null, signal);
        } else forget();
        return;
      }
      if (source === 'link') remember(initial);
      credentials.current = initial;
      version.current = submission.version;
      setForm(formFromSubmission(submission));
      setStep(clampStep(submission.current_step));
    } catch (error) {
      // Spec §8: a failed load is ignored silently; the next save starts a new draft.
      const gone = error instanceof ApiError && error.status === 404;
      if (source === 'link') {
        if (gone) setLinkNotice('not-found');
        if (fallback) await openDraft(fallback, 'device', null, signal);
      } else if (gone) forget();
    } finally {
      if (!signal?.aborted) setBusy('idle');
    }
  }, []);

  useEffect(() => {
    const { link, remembered } = takeResumeSources();
    const controller = new AbortController();
    const start = async () => {
      if (link && remembered && link.id !== remembered.id) {
        // Ask only when there is a real choice: a submitted or unknown link says so and opens this device's draft.
        setBusy('loading');
        let state: 'open' | LinkNotice = 'open';
        try {
          if ((await getQuestionnaire(link, controller.signal)).status === 'completed') state = 'already-submitted';
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) state = 'not-found';
        }
        if (controller.signal.aborted) return;
        if (state === 'open') {
          setBusy('idle');
          setDraftChoice({ link, remembered });
          return;
        }
        setLinkNotice(state);
        await openDraft(remembered, 'device', null, controller.signal);
        return;
      }
      const initial = link ?? remembered;
      if (initial) await openDraft(initial, link ? 'link' : 'device', null, controller.signal);
    };
    void start();
    return () => controller.abort();
  }, [openDraft]);

  /** The visitor's answer to `draftChoice`: the link's draft (the other one stays saved) or this device's. */
  const chooseDraft = (which: 'link' | 'device') => {
    if (!draftChoice) return;
    setDraftChoice(null);
    if (which === 'link') void openDraft(draftChoice.link, 'link', draftChoice.remembered);
    else void openDraft(draftChoice.remembered, 'device', null);
  };

  const setText = useCallback((field: TextField, value: string) => setForm((f) => ({ ...f, [field]: value })), []);
  const setFlag = useCallback((field: FlagField, value: boolean) => setForm((f) => ({ ...f, [field]: value })), []);
  const setListEntry = useCallback(
    (field: ListField, index: number, value: string) => setForm((f) => ({ ...f, [field]: f[field].map((v, i) => (i === index ? value : v)) })),
    [],
  );
  const addListEntry = useCallback((field: ListField) => setForm((f) => ({ ...f, [field]: [...f[field], ''] })), []);
  const removeListEntry = useCallback(
    (field: ListField, index: number) => setForm((f) => (f[field].length > 1 ? { ...f, [field]: f[field].filter((_, i) => i !== index) } : f)),
    [],
  );
  /** Keeps accepted files (type, 10 MB, not listed yet); names the refused ones beside the picker; the toast counts what was kept. */
  const addFiles = useCallback(
    (chosen: ReadonlyArray<{ name: string; size: number }>) => {
      const { kept, refused } = sortChosenFiles(chosen, form.uploaded_files, QUESTIONNAIRE_LIST_LIMITS.uploadedFiles);
      setRefusedFiles(refused);
      if (kept.length === 0) return;
      setForm((f) => ({ ...f, uploaded_files: [...f.uploaded_files, ...kept.filter((n) => !f.uploaded_files.includes(n))] }));
      const count = kept.length;
      toast({
        title: 'Files Ready',
        description: `${count} ${count === 1 ? 'file' : 'files'} selected. We'll contact you with a secure upload link after you submit the questionnaire.`,
      });
    },
    [form.uploaded_files],
  );
  /** On leaving the e-mail field: says at once when the address will not be accepted, and clears that once fixed. */
  const checkEmail = useCallback(() => {
    setFieldErrors((errors) => {
      const problem = localProblems(form).business_email;
      if (problem) return { ...errors, business_email: problem };
      if (!errors.business_email) return errors;
      const rest = { ...errors };
      delete rest.business_email;
      return rest;
    });
  }, [form]);
  const removeFile = useCallback((name: string) => setForm((f) => ({ ...f, uploaded_files: f.uploaded_files.filter((n) => n !== name) })), []);

  const goTo = (target: number) => {
    setStep(clampStep(target));
    setMoves((m) => m + 1);
  };

  /** Creates the draft on first use, updates it afterwards, leaving out the `omit` answers; throws ApiError or a network error. */
  const persist = async (currentStep: number, omit: readonly string[] = []): Promise<ResumeCredentials> => {
    const answers: Partial<ReturnType<typeof answersFromForm>> = answersFromForm(form);
    for (const field of omit) delete answers[field as keyof typeof answers];
    const known = credentials.current;
    if (!known) {
      const created = await createQuestionnaire({ ...answers, current_step: currentStep });
      const fresh = { id: created.id, token: created.resume_token };
      credentials.current = fresh;
      version.current = created.version;
      remember(fresh);
      return fresh;
    }
    const updated = await updateQuestionnaire(known, {
      ...answers,
      current_step: currentStep,
      ...(version.current !== undefined ? { version: version.current } : {}),
    });
    version.current = updated.version;
    return known;
  };

  const run = async (kind: WizardAction, busyState: BusyState, work: () => Promise<void>) => {
    if (busy !== 'idle' || inFlight.current) return;
    inFlight.current = true;
    dismissErrorToasts();
    setBusy(busyState);
    setAction(kind);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setBusy('idle');
      setAction(null);
    }
  };

  /** A save went through: nothing left to point at. */
  const saved = () => {
    setFieldErrors({});
    setConflict(null);
  };

  /** One message per failure: a conflict is explained by its panel alone, anything else by the toast. */
  const saveFailed = (error: unknown) => {
    setFieldErrors(fieldErrorsOf(error));
    const found = conflictOf(error);
    if (found) setConflict(found);
    else toast({ title: 'Error', description: 'Failed to save progress', variant: 'destructive' });
  };

  /**
   * Saves the answers at `atStep`. An answer the form or the server refuses does not hold back the
   * others: they are saved without it, and the refused ones are named beside their fields, in the
   * summary and in one toast. Returns the credentials and the refused fields, or null when nothing
   * was saved (already shown).
   */
  const saveAt = async (atStep: number): Promise<{ credentials: ResumeCredentials; refused: string[] } | null> => {
    const problems: FieldErrors = localProblems(form);
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
        saved();
      } else {
        setFieldErrors(problems);
        setConflict(null);
        toast({
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
    const latest = await getQuestionnaire(known);
    if (latest.status === 'completed') {
      setConflict('already-submitted');
      return null;
    }
    version.current = latest.version;
    return latest;
  };

  /** 'saved-elsewhere': replace this page's answers with the saved ones, at the step saved there. */
  const loadSaved = () =>
    run('resolve', 'loading', async () => {
      const known = credentials.current;
      if (!known) return;
      try {
        const latest = await readLatest(known);
        if (!latest) return;
        setForm(formFromSubmission(latest));
        saved();
        goTo(latest.current_step ?? step);
        toast({ title: 'Answers Loaded', description: 'You are now looking at the answers saved most recently.' });
      } catch {
        toast({ title: 'Error', description: 'Failed to load the saved answers', variant: 'destructive' });
      }
    });

  /** 'saved-elsewhere': save this page's answers over the ones saved elsewhere. */
  const keepMine = () =>
    run('resolve', 'saving', async () => {
      const known = credentials.current;
      if (!known) return;
      const latest = await readLatest(known).catch((error: unknown) => {
        saveFailed(error);
        return null;
      });
      const result = latest ? await saveAt(step) : null;
      if (result && result.refused.length === 0) toast({ title: 'Progress Saved', description: 'The answers on this page replaced the ones saved elsewhere.' });
    });

  /** 'already-submitted': keep the answers on this page and save them as a new draft. */
  const saveAsNew = () =>
    run('resolve', 'saving', async () => {
      forget();
      credentials.current = null;
      version.current = undefined;
      setResumeUrl(null);
      setConflict(null);
      const result = await saveAt(step);
      if (result && result.refused.length === 0) toast({ title: 'Progress Saved', description: 'Your answers are saved as a new questionnaire.' });
    });

  /** Spec §4: Next saves the answers, then moves on whatever the outcome (never blocked). */
  const next = () =>
    run('next', 'saving', async () => {
      const target = Math.min(step + 1, TOTAL_STEPS);
      await saveAt(target);
      goTo(target);
    });

  const back = () => {
    if (busy !== 'idle' || step <= 1) return;
    goTo(step - 1);
  };

  const saveForLater = () =>
    run('later', 'saving', async () => {
      const result = await saveAt(step);
      if (!result) return;
      setResumeUrl(resumeLink(window.location.origin, result.credentials));
      if (result.refused.length === 0) toast({ title: 'Progress Saved', description: 'Continue any time on this device, or use your resume link on another one.' });
    });

  const submit = () =>
    run('submit', 'submitting', async () => {
      const problems = localProblems(form);
      if (Object.keys(problems).length > 0) {
        setFieldErrors(problems);
        toast({ title: 'Error', description: 'Failed to submit questionnaire', variant: 'destructive' });
        return;
      }
      try {
        const answers = answersFromForm(form);
        let known = credentials.current;
        if (!known) {
          const created = await createQuestionnaire({ ...answers, current_step: TOTAL_STEPS });
          known = { id: created.id, token: created.resume_token };
          credentials.current = known;
          version.current = created.version;
          remember(known);
        }
        // With the version read last, so answers saved from elsewhere meanwhile are not overwritten.
        await submitQuestionnaire(known, { ...answers, ...(version.current !== undefined ? { version: version.current } : {}) });
        forget();
        credentials.current = null;
        saved();
        toast(SUBMITTED_TOAST);
        if (navigate) navigate(SUCCESS_PATH);
        else {
          keepSubmittedNotice();
          window.location.assign(SUCCESS_PATH);
        }
      } catch (error) {
        setFieldErrors(fieldErrorsOf(error));
        const found = conflictOf(error);
        if (found) setConflict(found);
        else toast({ title: 'Error', description: 'Failed to submit questionnaire', variant: 'destructive' });
      }
    });

  return {
    form,
    step,
    busy,
    action,
    resumeUrl,
    fieldErrors,
    conflict,
    draftChoice,
    chooseDraft,
    linkNotice,
    /** A draft is loaded or saved on this page (it has credentials). */
    hasDraft: credentials.current !== null,
    moves,
    setText,
    setFlag,
    setListEntry,
    addListEntry,
    removeListEntry,
    addFiles,
    refusedFiles,
    removeFile,
    checkEmail,
    next,
    back,
    goTo,
    saveForLater,
    submit,
    loadSaved,
    keepMine,
    saveAsNew,
  };
}

export type QuestionnaireState = ReturnType<typeof useQuestionnaire>;
