import { useCallback, useEffect, useRef, useState } from 'react';
import { dismissErrorToasts, toast } from '../../components/toast';
import { createQuestionnaire } from './api/create-questionnaire';
import { getMyQuestionnaire } from './api/get-my-questionnaire';
import { probeSession } from './api/session';
import type { ResumeCredentials } from './api/submission.schema';
import { getQuestionnaire } from './api/get-questionnaire';
import { submitQuestionnaire } from './api/submit-questionnaire';
import { updateQuestionnaire } from './api/update-questionnaire';
import { createWizardController, SUCCESS_PATH, WizardDeps, WizardStore } from './questionnaire-controller';
import type { FlagField, ListField, TextField } from './questionnaire-form';
import { initialWizardState, saveIndicator, WizardEvent, wizardReducer, WizardState } from './questionnaire-state';
import { forget, readRemembered, remember, rememberSubmitted, resumeLink, takeResumeSources } from './resume-storage';
import { keepSubmittedNotice } from './submitted-notice';

/** How long typing must pause before it is saved. */
export const AUTOSAVE_DELAY_MS = 2000;

export interface UseQuestionnaireOptions {
  /** Moves to another page (the router's primitive); a full page load by default. */
  navigate?: (to: string) => void;
}

/** The real API, storage and toasts; `navigate` is read when needed (the latest one the page passed). */
function browserDeps(currentNavigate: () => UseQuestionnaireOptions['navigate']): WizardDeps {
  return {
    api: { get: getQuestionnaire, create: createQuestionnaire, update: updateQuestionnaire, submit: submitQuestionnaire },
    storage: { read: readRemembered, remember, forget, rememberSubmitted },
    toast,
    dismissErrorToasts,
    resumeLink: (credentials) => resumeLink(window.location.origin, credentials),
    goToSuccess: () => {
      const navigate = currentNavigate();
      if (navigate) navigate(SUCCESS_PATH);
      else {
        keepSubmittedNotice();
        window.location.assign(SUCCESS_PATH);
      }
    },
  };
}

/**
 * The /start wizard's state (questionnaire-state.ts's reducer) and its actions
 * (questionnaire-controller.ts): restores a remembered draft on mount, saves on Next and
 * 'Save & Continue Later' (first save creates the draft), submits on the last step.
 */
export function useQuestionnaire({ navigate }: UseQuestionnaireOptions = {}) {
  const [state, setState] = useState<WizardState>(initialWizardState);
  // The flows read the state between awaits, so the latest one is kept here as well as rendered.
  const latest = useRef(state);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [controller] = useState(() => {
    const store: WizardStore = {
      get: () => latest.current,
      dispatch: (event: WizardEvent) => {
        latest.current = wizardReducer(latest.current, event);
        setState(latest.current);
      },
    };
    return {
      store,
      ...createWizardController(
        store,
        browserDeps(() => navigateRef.current),
      ),
    };
  });
  const { dispatch } = controller.store;

  useEffect(() => {
    const { link, remembered } = takeResumeSources();
    const abort = new AbortController();
    // Until we know which draft (if any) opens, the page is loading: typing now would be overwritten.
    dispatch({ type: 'workStarted', busy: 'loading', action: null });
    void (async () => {
      // Signed in, every save carries the session: the questionnaire belongs to the client. With no
      // draft on this device, the client's own draft (saved on another one) is opened; its owner needs no token.
      const signedIn = await probeSession();
      let own: ResumeCredentials | null = null;
      if (signedIn && !link && !remembered) {
        const mine = await getMyQuestionnaire().catch(() => null);
        if (mine?.status === 'draft') own = { id: mine.id, token: '' };
      }
      if (abort.signal.aborted) return;
      // start() marks its own loading synchronously when it opens a draft, so no idle frame shows in between.
      dispatch({ type: 'workEnded' });
      await controller.start(link, remembered ?? own, abort.signal);
    })();
    return () => abort.abort();
  }, [controller, dispatch]);

  // Autosave a few seconds after the last change; every change restarts the wait.
  useEffect(() => {
    if (state.edits === state.savedEdits) return;
    const timer = window.setTimeout(() => void controller.autosave(), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [controller, state.edits, state.savedEdits, state.busy]);

  // Leaving the page (closed, reloaded, a link followed, the tab hidden on a phone) sends what is unsaved.
  useEffect(() => {
    const leave = () => controller.saveOnLeave();
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [controller]);

  return {
    ...state,
    /** A draft is loaded or saved on this page (it has credentials). */
    hasDraft: state.credentials !== null,
    /** 'Saving…', 'Saved', 'Unsaved changes' or 'Not saved…' ('' before any typing). */
    saveStatus: saveIndicator(state),
    setText: useCallback((field: TextField, value: string) => dispatch({ type: 'textChanged', field, value }), [dispatch]),
    setFlag: useCallback((field: FlagField, value: boolean) => dispatch({ type: 'flagChanged', field, value }), [dispatch]),
    setListEntry: useCallback((field: ListField, index: number, value: string) => dispatch({ type: 'listEntryChanged', field, index, value }), [dispatch]),
    addListEntry: useCallback((field: ListField) => dispatch({ type: 'listEntryAdded', field }), [dispatch]),
    removeListEntry: useCallback((field: ListField, index: number) => dispatch({ type: 'listEntryRemoved', field, index }), [dispatch]),
    removeFile: useCallback((name: string) => dispatch({ type: 'fileRemoved', name }), [dispatch]),
    addFiles: controller.addFiles,
    checkEmail: controller.checkEmail,
    chooseDraft: controller.chooseDraft,
    next: controller.next,
    back: controller.back,
    goTo: controller.goTo,
    saveForLater: controller.saveForLater,
    submit: controller.submit,
    loadSaved: controller.loadSaved,
    keepMine: controller.keepMine,
    saveAsNew: controller.saveAsNew,
  };
}

export type QuestionnaireState = ReturnType<typeof useQuestionnaire>;
