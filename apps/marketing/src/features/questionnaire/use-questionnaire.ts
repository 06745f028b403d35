import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../components/toast';
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
  TextField,
  TOTAL_STEPS,
} from './questionnaire-form';
import { forget, remember, resumeLink, takeInitialCredentials } from './resume-storage';
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

export const SUCCESS_PATH = '/questionnaire-success';

/** The API says "business_email is required"; beside the field (or its name in the summary) that reads better plainly. */
const REQUIRED_MESSAGE = 'This answer is required.';

function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.fields)) {
    const field = key.split(/[.[]/)[0];
    const plain = messages.map((message) => (message === `${field} is required` ? REQUIRED_MESSAGE : message));
    out[field] = [...(out[field] ?? []), ...plain];
  }
  return out as FieldErrors;
}

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
  /** Grows on every step change the visitor asked for, so the view can move focus then (not on restore). */
  const [moves, setMoves] = useState(0);
  const credentials = useRef<ResumeCredentials | null>(null);
  const version = useRef<number | undefined>(undefined);
  const inFlight = useRef(false);

  useEffect(() => {
    const initial = takeInitialCredentials();
    if (!initial) return;
    const controller = new AbortController();
    setBusy('loading');
    getQuestionnaire(initial, controller.signal)
      .then((submission) => {
        if (submission.status === 'completed') {
          forget();
          return;
        }
        credentials.current = initial;
        version.current = submission.version;
        setForm(formFromSubmission(submission));
        setStep(clampStep(submission.current_step));
      })
      .catch((error: unknown) => {
        // Spec §8: a failed load is ignored silently; the next save starts a new draft.
        if (error instanceof ApiError && error.status === 404) forget();
      })
      .finally(() => {
        if (!controller.signal.aborted) setBusy('idle');
      });
    return () => controller.abort();
  }, []);

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
  const addFiles = useCallback((names: string[]) => {
    setForm((f) => ({ ...f, uploaded_files: [...f.uploaded_files, ...names.filter((n) => !f.uploaded_files.includes(n))] }));
    const count = names.length;
    toast({
      title: 'Files Ready',
      description: `${count} ${count === 1 ? 'file' : 'files'} selected. We'll contact you with a secure upload link after you submit the questionnaire.`,
    });
  }, []);
  const removeFile = useCallback((name: string) => setForm((f) => ({ ...f, uploaded_files: f.uploaded_files.filter((n) => n !== name) })), []);

  const goTo = (target: number) => {
    setStep(clampStep(target));
    setMoves((m) => m + 1);
  };

  /** Creates the draft on first use, updates it afterwards; throws ApiError or a network error. */
  const persist = async (currentStep: number): Promise<ResumeCredentials> => {
    const answers = answersFromForm(form);
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

  const saveFailed = (error: unknown) => {
    setFieldErrors(fieldErrorsOf(error));
    const found = conflictOf(error);
    if (found) setConflict(found);
    toast({ title: 'Error', description: 'Failed to save progress', variant: 'destructive' });
  };

  /** Saves the answers at `atStep`: the credentials when it went through, null when it failed (already shown). */
  const saveAt = async (atStep: number): Promise<ResumeCredentials | null> => {
    try {
      const kept = await persist(atStep);
      saved();
      return kept;
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
      if (latest && (await saveAt(step))) toast({ title: 'Progress Saved', description: 'The answers on this page replaced the ones saved elsewhere.' });
    });

  /** 'already-submitted': keep the answers on this page and save them as a new draft. */
  const saveAsNew = () =>
    run('resolve', 'saving', async () => {
      forget();
      credentials.current = null;
      version.current = undefined;
      setResumeUrl(null);
      setConflict(null);
      if (await saveAt(step)) toast({ title: 'Progress Saved', description: 'Your answers are saved as a new questionnaire.' });
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
      const kept = await saveAt(step);
      if (!kept) return;
      setResumeUrl(resumeLink(window.location.origin, kept));
      toast({ title: 'Progress Saved', description: 'Continue any time on this device, or use your resume link on another one.' });
    });

  const submit = () =>
    run('submit', 'submitting', async () => {
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
        toast({ title: 'Error', description: 'Failed to submit questionnaire', variant: 'destructive' });
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
    moves,
    setText,
    setFlag,
    setListEntry,
    addListEntry,
    removeListEntry,
    addFiles,
    removeFile,
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
