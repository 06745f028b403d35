import { describe, expect, it } from 'vitest';
import type { Section } from '../../interfaces';
import {
  applyDraft,
  changedSections,
  contentDraft,
  draftOffer,
  holdTheirs,
  labelList,
  merge,
  openConflicts,
  saveOutcomeMessage,
  toValues,
} from './content-state';

const section = (id: string, key: string, value: string, version = 1): Section => ({
  id,
  website_id: 'w',
  section_key: key,
  content_type: 'text',
  content_value: value,
  draft_value: null,
  is_locked: false,
  version,
  updated_at: '2026-11-27T12:00:00Z',
});

describe('content editor: a save that meets a conflict keeps the typing', () => {
  const subtitle = section('s', 'hero_subtitle', 'Original', 1);
  const phone = section('p', 'contact_phone', '555-0100', 1);

  it('holds theirs under the typed text, so the typed text is still a change and is sent against their version', () => {
    const typed = { s: 'Mine', p: '555-0199' };
    // The answer: phone saved (version 2), subtitle saved elsewhere meanwhile (version 2, "Theirs").
    const answerSections = [section('p', 'contact_phone', '555-0199', 2), section('s', 'hero_subtitle', 'Theirs', 2)];
    const conflicts = [{ theirs: answerSections[1], yours: 'Mine' }];
    const { next, taken } = merge([subtitle, phone], typed, answerSections, (s) => s.id === 'p');
    expect(toValues(taken)).toEqual({ p: '555-0199' });
    const held = holdTheirs(next, conflicts);
    const changed = changedSections(held, typed);
    expect(changed.map((s) => [s.section_key, s.content_value, s.version])).toEqual([['hero_subtitle', 'Theirs', 2]]);
  });

  it('drops a conflict once its section is sent again and keeps the others', () => {
    const a = { theirs: section('s', 'hero_subtitle', 'Theirs', 2), yours: 'Mine' };
    const b = { theirs: section('x', 'about_text', 'Their about', 3), yours: 'My about' };
    expect(openConflicts([a, b], new Set(['s']), [])).toEqual([b]);
    const c = { theirs: section('s', 'hero_subtitle', 'Theirs again', 3), yours: 'Merged' };
    expect(openConflicts([a, b], new Set(['s']), [c]).map((x) => x.theirs.section_key)).toEqual(['about_text', 'hero_subtitle']);
  });

  it('speaks in the labels the editor shows, never in section keys', () => {
    expect(labelList(['hero_subtitle'], null)).toBe('Introduction');
    expect(labelList(['about_text', 'contact_phone', 'hero_subtitle'], null)).toBe('About us, Phone number and Introduction');
    const message = saveOutcomeMessage(['about_text', 'contact_phone'], [{ theirs: section('s', 'hero_subtitle', 'T', 2), yours: 'M' }], null);
    expect(message).toBe(
      'Saved About us and Phone number. Introduction was changed by someone else meanwhile. Your text is kept: choose below, then save again.',
    );
    expect(message).not.toMatch(/_/);
  });

  it('does not claim a save when nothing was saved', () => {
    expect(saveOutcomeMessage([], [], null)).toBe('No changes to save.');
    expect(saveOutcomeMessage([], [{ theirs: section('s', 'hero_subtitle', 'T', 2), yours: 'M' }], null)).not.toMatch(/^Saved/);
  });
});

describe('content editor: typing kept in the browser', () => {
  const hero = section('h', 'hero_title', 'Welcome', 1);
  const about = section('a', 'about_text', 'About us', 4);

  it('keeps each changed field with the text and version it was typed over, and nothing when nothing changed', () => {
    expect(contentDraft([hero, about], { h: 'Welcome', a: 'About us' })).toBeNull();
    expect(contentDraft([hero, about], { h: 'Hello', a: 'About us' })).toEqual({ h: { value: 'Hello', base: 'Welcome', version: 1 } });
  });

  it('offers back only sections that still exist, are unlocked and do not hold that text already', () => {
    const draft = {
      h: { value: 'Hello', base: 'Welcome', version: 1 },
      a: { value: 'About us', base: 'Old about', version: 3 },
      gone: { value: 'x', base: '', version: 1 },
    };
    expect(draftOffer(draft, [hero, about])).toEqual(['h']);
    expect(draftOffer(draft, [{ ...hero, is_locked: true }, about])).toEqual([]);
    expect(draftOffer(null, [hero])).toEqual([]);
  });

  it('restores a draft typed over an older version against that version, so the save reports a conflict, not an overwrite', () => {
    const draft = { a: { value: 'My about', base: 'Old about', version: 3 }, h: { value: 'Hello', base: 'Welcome', version: 1 } };
    const { held, values } = applyDraft([hero, about], draft, ['a', 'h']);
    expect(values).toEqual({ a: 'My about', h: 'Hello' });
    expect(held.find((s) => s.id === 'a')).toMatchObject({ content_value: 'Old about', version: 3 });
    expect(held.find((s) => s.id === 'h')).toBe(hero);
    expect(changedSections(held, values).map((s) => [s.id, s.version])).toEqual([
      ['h', 1],
      ['a', 3],
    ]);
  });
});
