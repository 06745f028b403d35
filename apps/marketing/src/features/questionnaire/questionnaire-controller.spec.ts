import { describe, expect, it } from 'vitest';
import { ApiError } from './api/http';
import type { ResumeCredentials, Submission } from './api/submission.schema';
import { createWizardController, WizardDeps } from './questionnaire-controller';
import type { TextField } from './questionnaire-form';
import { initialWizardState, saveIndicator, WizardState, wizardReducer } from './questionnaire-state';

/** The wizard against an in-memory API and storage: every request and toast is recorded. */
function setUp(options: { remembered?: ResumeCredentials | null; drafts?: Record<string, Partial<Submission>> } = {}) {
  let state: WizardState = initialWizardState();
  const calls: Array<{ op: string; body?: Record<string, unknown> }> = [];
  const toasts: string[] = [];
  const drafts = new Map<string, Submission>(
    Object.entries(options.drafts ?? {}).map(([id, s]) => [id, { id, status: 'draft', version: 1, current_step: 1, ...s }]),
  );
  let remembered = options.remembered ?? null;
  let submitted: ResumeCredentials | null = null;
  let refuse: ((op: string, body: Record<string, unknown>) => ApiError | undefined) | undefined;
  let successPages = 0;
  const deps: WizardDeps = {
    api: {
      get: async ({ id }) => {
        calls.push({ op: `get ${id}` });
        const found = drafts.get(id);
        if (!found) throw new ApiError(404, 'Questionnaire not found', 'INTAKE.SUBMISSION_NOT_FOUND');
        return found;
      },
      create: async (body) => {
        calls.push({ op: 'create', body });
        const error = refuse?.('create', body);
        if (error) throw error;
        const created = { id: `q${drafts.size + 1}`, status: 'draft', version: 1, ...body } as Submission;
        drafts.set(created.id, created);
        return { ...created, resume_token: 'token' };
      },
      update: async ({ id }, body, options) => {
        calls.push({ op: `update ${id}${options?.keepalive ? ' (keepalive)' : ''}`, body });
        const error = refuse?.('update', body);
        if (error) throw error;
        const updated = { ...drafts.get(id)!, ...body, version: (drafts.get(id)!.version ?? 1) + 1 } as Submission;
        drafts.set(id, updated);
        return updated;
      },
      submit: async ({ id }, body) => {
        calls.push({ op: `submit ${id}`, body });
        const error = refuse?.('submit', body);
        if (error) throw error;
        return { ...drafts.get(id)!, status: 'completed' };
      },
    },
    storage: {
      read: () => remembered,
      remember: (credentials) => {
        remembered = credentials;
      },
      forget: () => {
        remembered = null;
      },
      rememberSubmitted: (credentials) => {
        submitted = credentials;
      },
    },
    toast: (options) => toasts.push(`${options.title}: ${options.description ?? ''}`),
    dismissErrorToasts: () => undefined,
    resumeLink: ({ id, token }) => `https://example.test/start?resume=${id}.${token}`,
    goToSuccess: () => {
      successPages += 1;
    },
  };
  const wizard = createWizardController({ get: () => state, dispatch: (event) => (state = wizardReducer(state, event)) }, deps);
  return {
    wizard,
    state: () => state,
    calls,
    toasts,
    drafts,
    remembered: () => remembered,
    submitted: () => submitted,
    successPages: () => successPages,
    refuseWith: (rule: typeof refuse) => (refuse = rule),
    type: (field: TextField, value: string) => (state = wizardReducer(state, { type: 'textChanged', field, value })),
  };
}

describe('the questionnaire wizard', () => {
  it('creates the draft on the first Next, remembers it, and updates it with the version it got on the next one', async () => {
    const t = setUp();
    t.type('business_name', 'Deli');
    t.type('industry', 'Food');
    t.type('business_email', 'dana@example.com');
    await t.wizard.next();
    expect(t.calls[0]).toMatchObject({ op: 'create', body: { business_name: 'Deli', current_step: 2 } });
    expect(t.remembered()).toEqual({ id: 'q1', token: 'token' });
    expect(t.state()).toMatchObject({ step: 2, busy: 'idle', credentials: { id: 'q1', token: 'token' }, version: 1 });

    t.type('main_goal', 'More calls');
    t.type('target_audience', 'Locals');
    t.type('desired_action', 'Call us');
    await t.wizard.next();
    expect(t.calls[1]).toMatchObject({ op: 'update q1', body: { business_name: 'Deli', current_step: 3, version: 1 } });
    expect(t.state()).toMatchObject({ step: 3, version: 2 });
  });

  it('moves back without saving, never below step 1', async () => {
    const t = setUp();
    t.wizard.back();
    expect(t.state().step).toBe(1);
    await t.wizard.next();
    t.wizard.back();
    expect(t.state().step).toBe(1);
    expect(t.calls).toHaveLength(1);
  });

  it('saves the other answers when the server refuses one, and names the refused one', async () => {
    const t = setUp();
    t.type('business_name', 'Deli');
    t.type('industry', 'x'.repeat(10));
    t.refuseWith((_op, body) =>
      'industry' in body
        ? new ApiError(400, 'industry must be at most 200 characters', 'REQUEST.VALIDATION', {
            fields: { industry: ['industry must be at most 200 characters'] },
          })
        : undefined,
    );
    await t.wizard.saveForLater();
    expect(t.calls.map((c) => c.op)).toEqual(['create', 'create']);
    expect(t.calls[1].body).not.toHaveProperty('industry');
    expect(t.state().fieldErrors).toEqual({ industry: ['Please keep this under 200 characters.'] });
    expect(t.toasts).toEqual(['Check one answer: Your other answers are saved. Not saved: Industry (step 1).']);
    expect(t.state().resumeUrl).toBe('https://example.test/start?resume=q1.token');
  });

  it('leaves out an e-mail the form can tell is wrong, without asking the server', async () => {
    const t = setUp();
    t.type('business_email', 'dana@example');
    await t.wizard.saveForLater();
    expect(t.calls).toHaveLength(1);
    expect(t.calls[0].body).not.toHaveProperty('business_email');
    expect(t.state().fieldErrors.business_email).toEqual(['Please enter a valid email address']);
  });

  it('keeps Next on a step whose required answers are missing or invalid, with the errors on that step, and saves the rest', async () => {
    const t = setUp();
    t.type('business_name', 'Deli');
    t.type('business_email', 'dana@example');
    await t.wizard.next();
    expect(t.state().step).toBe(1);
    expect(t.state().fieldErrors).toEqual({ industry: ['This answer is required.'], business_email: ['Please enter a valid email address'] });
    expect(t.calls.map((c) => c.op)).toEqual(['create']);
    expect(t.calls[0].body).toMatchObject({ business_name: 'Deli', current_step: 1 });
    expect(t.calls[0].body).not.toHaveProperty('business_email');

    t.type('industry', 'Food');
    t.type('business_email', 'dana@example.com');
    await t.wizard.next();
    expect(t.state()).toMatchObject({ step: 2, fieldErrors: {} });
  });

  it('autosaves the typing once asked (after a pause), and says when it is saved', async () => {
    const t = setUp();
    expect(saveIndicator(t.state())).toBe('');
    t.type('business_name', 'Deli');
    expect(saveIndicator(t.state())).toBe('Unsaved changes');
    await t.wizard.autosave();
    expect(t.calls[0]).toMatchObject({ op: 'create', body: { business_name: 'Deli', current_step: 1 } });
    expect(saveIndicator(t.state())).toBe('Saved');
    expect(t.remembered()).toEqual({ id: 'q1', token: 'token' });
    await t.wizard.autosave();
    expect(t.calls).toHaveLength(1);
    t.type('industry', 'Food');
    await t.wizard.autosave();
    expect(t.calls[1]).toMatchObject({ op: 'update q1', body: { industry: 'Food', version: 1 } });
    expect(t.toasts).toEqual([]);
  });

  it('keeps the typing of a step left with Back, and the names of chosen files', async () => {
    const t = setUp({ remembered: { id: 'q1', token: 'token' }, drafts: { q1: { current_step: 3 } } });
    await t.wizard.start(null, { id: 'q1', token: 'token' });
    t.type('business_name', 'Deli');
    t.wizard.addFiles([{ name: 'logo.png', size: 1000 }]);
    t.wizard.back();
    await t.wizard.idle();
    expect(t.state().step).toBe(2);
    expect(t.drafts.get('q1')).toMatchObject({ business_name: 'Deli', uploaded_files: ['logo.png'] });
    expect(saveIndicator(t.state())).toBe('Saved');
  });

  it('sends unsaved typing with keepalive when the page is left', async () => {
    const t = setUp({ remembered: { id: 'q1', token: 'token' }, drafts: { q1: { current_step: 2 } } });
    await t.wizard.start(null, { id: 'q1', token: 'token' });
    t.wizard.saveOnLeave();
    expect(t.calls.map((c) => c.op)).toEqual(['get q1']);
    t.type('industry', 'Food');
    t.wizard.saveOnLeave();
    expect(t.calls.at(-1)).toMatchObject({ op: 'update q1 (keepalive)', body: { industry: 'Food', current_step: 2 } });
  });

  it('shows a save conflict by its panel only, and can load the answers saved elsewhere', async () => {
    const t = setUp({ remembered: { id: 'q1', token: 'token' }, drafts: { q1: { version: 3, current_step: 4, industry: 'Gym' } } });
    await t.wizard.start(null, { id: 'q1', token: 'token' });
    expect(t.state()).toMatchObject({ step: 4, version: 3, moves: 0 });
    t.drafts.set('q1', { ...t.drafts.get('q1')!, version: 5, current_step: 6, industry: 'Yoga' });
    t.refuseWith((op) => (op === 'update' ? new ApiError(409, 'stale', 'INTAKE.STALE_SUBMISSION') : undefined));
    await t.wizard.next();
    expect(t.state()).toMatchObject({ conflict: 'saved-elsewhere', step: 5 });
    expect(t.toasts).toEqual([]);

    await t.wizard.loadSaved();
    expect(t.state()).toMatchObject({ conflict: null, step: 6, version: 5 });
    expect(t.state().form.industry).toBe('Yoga');
  });

  it('forgets a remembered draft that no longer exists, and one already submitted', async () => {
    const gone = setUp({ remembered: { id: 'q9', token: 'token' } });
    await gone.wizard.start(null, { id: 'q9', token: 'token' });
    expect(gone.remembered()).toBeNull();
    expect(gone.state()).toMatchObject({ busy: 'idle', credentials: null });

    const done = setUp({ remembered: { id: 'q1', token: 'token' }, drafts: { q1: { status: 'completed' } } });
    await done.wizard.start(null, { id: 'q1', token: 'token' });
    expect(done.remembered()).toBeNull();
    expect(done.state().credentials).toBeNull();
  });

  it('asks which draft to continue when a resume link names another one than this device remembers', async () => {
    const link = { id: 'q2', token: 'token' };
    const device = { id: 'q1', token: 'token' };
    const t = setUp({ remembered: device, drafts: { q1: { industry: 'Gym' }, q2: { industry: 'Deli', current_step: 5 } } });
    await t.wizard.start(link, device);
    expect(t.state()).toMatchObject({ draftChoice: { link, remembered: device }, busy: 'idle' });
    t.wizard.chooseDraft('link');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.state()).toMatchObject({ draftChoice: null, step: 5, credentials: link });
    expect(t.remembered()).toEqual(link);
  });

  it('submits, forgets the draft and goes to the success page', async () => {
    const t = setUp();
    await t.wizard.next();
    await t.wizard.submit();
    expect(t.calls.at(-1)).toMatchObject({ op: 'submit q1', body: { version: 1 } });
    expect(t.toasts).toEqual(['Success!: Your questionnaire has been submitted.']);
    expect(t.successPages()).toBe(1);
    expect(t.remembered()).toBeNull();
    // Kept as the proof the checkout presents, so the paid package is linked to this questionnaire.
    expect(t.submitted()).toEqual({ id: 'q1', token: 'token' });
  });

  it('stays on the page naming each missing answer when submit is refused as incomplete (400 INTAKE.INCOMPLETE)', async () => {
    const t = setUp();
    t.refuseWith((op) =>
      op === 'submit'
        ? new ApiError(400, 'Please answer the required questions before submitting.', 'INTAKE.INCOMPLETE', {
            fields: { industry: ['industry is required'], main_goal: ['main_goal is required'] },
          })
        : undefined,
    );
    await t.wizard.submit();
    expect(t.state().fieldErrors).toEqual({ industry: ['This answer is required.'], main_goal: ['This answer is required.'] });
    expect(t.toasts).toEqual(['Error: Failed to submit questionnaire']);
    expect(t.successPages()).toBe(0);
    expect(t.remembered()).toEqual({ id: 'q1', token: 'token' });
  });
});
