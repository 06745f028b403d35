import { describe, expect, it } from 'vitest';
import type { Submission } from './api/submission.schema';
import { answersFromForm, emptyForm, formFromSubmission } from './questionnaire-form';
import { initialWizardState, WizardEvent, wizardReducer, WizardState } from './questionnaire-state';

const run = (events: WizardEvent[], from: WizardState = initialWizardState()): WizardState => events.reduce(wizardReducer, from);

const submission = (fields: Partial<Submission> = {}): Submission => ({ id: 'q1', status: 'draft', version: 4, current_step: 3, ...fields });

describe('the questionnaire form', () => {
  it('starts blank, with one empty entry per list and the default main pages (docs/product.md §3)', () => {
    const form = emptyForm();
    expect(form.business_name).toBe('');
    expect(form.liked_websites).toEqual(['']);
    expect(form.main_pages).toEqual(['Home', 'About', 'Services', 'Contact']);
    expect(form.uploaded_files).toEqual([]);
    expect(form.needs_blog).toBe(false);
    expect(form.budget_range).toBe('');
  });

  it('restores a loaded draft: empty values become blanks, empty lists fall back to their defaults (docs/product.md §4)', () => {
    const form = formFromSubmission(
      submission({
        business_name: null,
        main_pages: [],
        liked_websites: ['a.com', ' '],
        integrations: ['Stripe', 'Square'],
        ideal_launch_date: '2027-01-05T00:00:00Z',
        budget_range: 'cheap',
      }),
    );
    expect(form).toMatchObject({ business_name: '', main_pages: ['Home', 'About', 'Services', 'Contact'], liked_websites: ['a.com'], disliked_websites: [''] });
    expect(form).toMatchObject({ integrations: 'Stripe, Square', ideal_launch_date: '2027-01-05', budget_range: '' });
  });

  it('saves blanks as null, drops empty entries, splits integrations and never sends needs_online_ordering (docs/product.md §3, §5)', () => {
    const answers = answersFromForm({
      ...emptyForm(),
      business_name: '  Deli ',
      main_goal: ' Grow\n',
      liked_websites: ['', 'a.com '],
      integrations: ' Stripe,, Square ,',
      needs_online_ordering: true,
    });
    expect(answers).toMatchObject({
      business_name: 'Deli',
      main_goal: ' Grow\n',
      industry: null,
      liked_websites: ['a.com'],
      integrations: ['Stripe', 'Square'],
      budget_range: null,
    });
    expect(answers).not.toHaveProperty('needs_online_ordering');
  });
});

describe('wizardReducer', () => {
  it('edits answers and list entries; the last entry of a list cannot be removed', () => {
    const state = run([
      { type: 'textChanged', field: 'industry', value: 'Bakery' },
      { type: 'flagChanged', field: 'needs_booking', value: true },
      { type: 'listEntryChanged', field: 'liked_websites', index: 0, value: 'a.com' },
      { type: 'listEntryAdded', field: 'liked_websites' },
      { type: 'listEntryChanged', field: 'liked_websites', index: 1, value: 'b.com' },
      { type: 'listEntryRemoved', field: 'liked_websites', index: 0 },
      { type: 'listEntryRemoved', field: 'liked_websites', index: 0 },
    ]);
    expect(state.form).toMatchObject({ industry: 'Bakery', needs_booking: true, liked_websites: ['b.com'] });
  });

  it('adds chosen files once each and names the refused ones', () => {
    const refused = [{ name: 'x.exe', reason: 'not an accepted file type' }];
    const state = run([
      { type: 'filesChosen', kept: ['logo.png'], refused: [] },
      { type: 'filesChosen', kept: ['logo.png', 'menu.pdf'], refused },
    ]);
    expect(state.form.uploaded_files).toEqual(['logo.png', 'menu.pdf']);
    expect(state.refusedFiles).toEqual(refused);
    expect(run([{ type: 'fileRemoved', name: 'logo.png' }], state).form.uploaded_files).toEqual(['menu.pdf']);
  });

  it('says at once when the e-mail will be refused, and stops saying so once fixed', () => {
    const bad = run([{ type: 'textChanged', field: 'business_email', value: 'dana@example' }, { type: 'emailChecked' }]);
    expect(bad.fieldErrors.business_email).toEqual(['Please enter a valid email address']);
    const fixed = run([{ type: 'textChanged', field: 'business_email', value: 'dana@example.com' }, { type: 'emailChecked' }], bad);
    expect(fixed.fieldErrors).toEqual({});
  });

  it('moves between steps 1 to 7, counting the moves the visitor asked for', () => {
    expect(run([{ type: 'movedTo', step: 9 }])).toMatchObject({ step: 7, moves: 1 });
    expect(run([{ type: 'movedTo', step: 0 }])).toMatchObject({ step: 1, moves: 1 });
  });

  it('restores an opened draft at its saved step without counting a move', () => {
    const credentials = { id: 'q1', token: 't' };
    const state = run([{ type: 'draftOpened', credentials, submission: submission({ industry: 'Florist' }) }]);
    expect(state).toMatchObject({ step: 3, moves: 0, credentials, version: 4 });
    expect(state.form.industry).toBe('Florist');
  });

  it('keeps a conflict until a save goes through, and a refused answer replaces the conflict by its message', () => {
    const conflicted = run([{ type: 'saveFailed', errors: {}, conflict: 'saved-elsewhere' }]);
    expect(run([{ type: 'saveFailed', errors: { industry: ['x'] }, conflict: null }], conflicted)).toMatchObject({
      conflict: 'saved-elsewhere',
      fieldErrors: { industry: ['x'] },
    });
    expect(run([{ type: 'saved' }], conflicted)).toMatchObject({ conflict: null, fieldErrors: {} });
    expect(run([{ type: 'answersRefused', errors: { industry: ['x'] } }], conflicted)).toMatchObject({ conflict: null, fieldErrors: { industry: ['x'] } });
  });

  it('loads the answers saved elsewhere at their step, and starts over as a new draft when asked', () => {
    const opened = run([
      { type: 'draftOpened', credentials: { id: 'q1', token: 't' }, submission: submission() },
      { type: 'resumeLinkMade', url: 'https://x/start?resume=q1.t' },
      { type: 'saveFailed', errors: {}, conflict: 'saved-elsewhere' },
    ]);
    const loaded = run([{ type: 'latestLoaded', submission: submission({ version: 9, current_step: 5, industry: 'Gym' }) }], opened);
    expect(loaded).toMatchObject({ step: 5, moves: 1, version: 9, conflict: null });
    expect(loaded.form.industry).toBe('Gym');
    expect(run([{ type: 'startedOver' }], opened)).toMatchObject({ credentials: null, version: undefined, resumeUrl: null, conflict: null });
  });

  it('is busy while work runs and idle after', () => {
    const busy = run([{ type: 'workStarted', busy: 'saving', action: 'next' }]);
    expect(busy).toMatchObject({ busy: 'saving', action: 'next' });
    expect(run([{ type: 'workEnded' }], busy)).toMatchObject({ busy: 'idle', action: null });
  });
});
