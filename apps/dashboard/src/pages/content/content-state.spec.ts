import type { HttpError } from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import type { Section } from '../../interfaces';
import { changedSections, draftedSections, draftStatus, editorView, failedSectionKey, merge, toValues } from './content-state';

const section = (id: string, key: string, value: string, version = 1, locked = false): Section => ({
  id,
  website_id: 'w',
  section_key: key,
  content_type: 'text',
  content_value: value,
  draft_value: null,
  is_locked: locked,
  version,
  updated_at: '2026-11-23T12:00:00Z',
});

const hero = section('a', 'hero_title', 'Welcome');
const about = section('b', 'about', 'We build sites');
const never = () => false;

describe('content editor: which sections changed', () => {
  it('is the unlocked sections whose field differs from the text last taken from the server', () => {
    const locked = section('c', 'footer', 'Locked text', 1, true);
    const changed = changedSections([hero, about, locked], { a: 'Hello', b: 'We build sites', c: 'typed into a locked one' });
    expect(changed.map((s) => s.id)).toEqual(['a']);
  });

  it('reads a missing field as empty text', () => {
    expect(changedSections([hero], {}).map((s) => s.id)).toEqual(['a']);
    expect(changedSections([section('e', 'empty', '')], {})).toEqual([]);
  });
});

describe('content editor: merging a read from the server', () => {
  it('takes a newer copy of a section nobody typed into, text and version together', () => {
    const fresh = [{ ...hero, content_value: 'Saved elsewhere', version: 2 }, about];
    const { next, taken } = merge([hero, about], toValues([hero, about]), fresh, never);
    expect(next.find((s) => s.id === 'a')).toMatchObject({ content_value: 'Saved elsewhere', version: 2 });
    expect(taken.map((s) => s.id).sort()).toEqual(['a', 'b']);
  });

  it('keeps typed text on the text and version it was loaded at, so the save is checked against that version', () => {
    const fresh = [{ ...hero, content_value: 'Saved elsewhere', version: 2 }];
    const { next, taken } = merge([hero], { a: 'Typed here' }, fresh, never);
    expect(next[0]).toMatchObject({ content_value: 'Welcome', version: 1 });
    expect(taken).toEqual([]);
  });

  it('never puts an older copy (a late background refetch) under the page', () => {
    const newer = { ...hero, content_value: 'v3', version: 3 };
    const { next, taken } = merge([newer], { a: 'v3' }, [hero], never);
    expect(next[0]).toMatchObject({ content_value: 'v3', version: 3 });
    expect(taken).toEqual([]);
  });

  it('takes a forced section even over typed text (the answer to a save, a reload, a lock)', () => {
    const saved = { ...hero, content_value: 'Typed here', version: 2 };
    const { next, taken } = merge([hero], { a: 'Typed here' }, [saved], (s) => s.id === 'a');
    expect(next[0]).toMatchObject({ content_value: 'Typed here', version: 2 });
    expect(taken).toEqual([saved]);
  });

  it('drops sections the server no longer has and adds new ones, sorted by key', () => {
    const added = section('z', 'contact_phone', '555');
    const { next } = merge([hero, about], toValues([hero, about]), [hero, added], never);
    expect(next.map((s) => s.section_key)).toEqual(['contact_phone', 'hero_title']);
  });
});

describe('content editor: the section a refused save is about', () => {
  const error = (details: Record<string, unknown>): HttpError => ({ message: 'refused', statusCode: 409, details });

  it('is the section the server names', () => {
    expect(failedSectionKey(error({ section_key: 'about' }), [hero, about])).toBe('about');
  });

  it('is the changed section a field error points at (sections.N.…)', () => {
    expect(failedSectionKey(error({ fields: { 'sections.1.content_value': ['too long'] } }), [hero, about])).toBe('about');
  });

  it("is the changed section a template rule names by its key (the website's template refused its value)", () => {
    expect(failedSectionKey(error({ fields: { [about.section_key]: ['About us must be at most 2000 characters'] } }), [hero, about])).toBe(about.section_key);
  });

  it('is the first changed section otherwise, or empty when nothing changed', () => {
    expect(failedSectionKey(error({}), [about, hero])).toBe('about');
    expect(failedSectionKey({ message: 'offline', statusCode: 0 }, [])).toBe('');
  });
});

describe('drafts in the editor', () => {
  const base = { website_id: 'w', content_type: 'text', is_locked: false, version: 3, updated_at: '2026-11-28T10:00:00Z' };
  const published = { ...base, id: 'a', section_key: 'hero_title', content_value: 'Live', draft_value: null };
  const drafted = { ...base, id: 'b', section_key: 'about_text', content_value: 'Live about', draft_value: 'Draft about' };
  const lockedDraft = { ...base, id: 'c', section_key: 'footer', content_value: 'Legal', draft_value: 'Old draft', is_locked: true };

  it('edits the draft when there is one, else the published text', () => {
    expect(editorView([published, drafted]).map((s) => s.content_value)).toEqual(['Live', 'Draft about']);
  });

  it('publishes the unlocked sections with a draft, at the version held', () => {
    expect(draftedSections(editorView([published, drafted, lockedDraft]))).toEqual([{ id: 'b', version: 3 }]);
  });

  it('says Saving… while typing is not saved, then whether a draft waits', () => {
    expect(draftStatus(true, 0)).toBe('Saving…');
    expect(draftStatus(false, 2)).toBe('Draft saved');
    expect(draftStatus(false, 0)).toBe('Published');
  });
});
