import type { HttpError } from '@refinedev/core';
import type { Section } from '../../interfaces';
import { sectionLabel } from '../../lib/format';

// The content editor's state rules, free of React and the network (unit-tested in content-state.spec.ts).

/** Field values by section id. */
export type Values = Record<string, string>;

/**
 * Sections as the editor works on them: `content_value` is the text to edit, the draft when there
 * is one (the published text stays in the server's answer, `draft_value` says whether a draft
 * exists). Every section read from the server comes in through this, once.
 */
export function editorView(sections: Section[]): Section[] {
  return sections.map((s) => ({ ...s, content_value: s.draft_value ?? s.content_value }));
}

/** The sections with a draft waiting to be published, each at the version the page holds. */
export function draftedSections(held: Section[]): Array<{ id: string; version: number }> {
  return held.filter((s) => !s.is_locked && s.draft_value !== null && s.draft_value !== undefined).map((s) => ({ id: s.id, version: s.version }));
}

/** What the bar beside Publish says: typing not saved yet, a draft waiting, or nothing to publish. */
export function draftStatus(saving: boolean, drafts: number): 'Saving…' | 'Draft saved' | 'Published' {
  if (saving) return 'Saving…';
  return drafts > 0 ? 'Draft saved' : 'Published';
}

export function toValues(sections: Section[]): Values {
  return Object.fromEntries(sections.map((s) => [s.id, s.content_value ?? '']));
}

export const bySectionKey = (sections: Section[]): Section[] => [...sections].sort((a, b) => a.section_key.localeCompare(b.section_key));

/** The unlocked sections whose field differs from the text this page last took from the server. */
export function changedSections(held: Section[], values: Values): Section[] {
  return held.filter((s) => !s.is_locked && (values[s.id] ?? '') !== (s.content_value ?? ''));
}

/** The section a refused save is about: the one the server names, or the one its field errors point at. */
export function failedSectionKey(error: HttpError, changed: Section[]): string {
  const details = error.details as { section_key?: unknown; fields?: Record<string, unknown> } | undefined;
  if (typeof details?.section_key === 'string') return details.section_key;
  for (const field of Object.keys(details?.fields ?? {})) {
    // The request's shape (sections.N.…), or a section key when the website's template refused a value.
    const index = /^sections\.(\d+)\./.exec(field)?.[1];
    const section = index === undefined ? changed.find((s) => s.section_key === field) : changed[Number(index)];
    if (section) return section.section_key;
  }
  return changed[0]?.section_key ?? '';
}

/**
 * Merges sections read from the server into what the page holds. A section comes in (text and
 * version together) when `force` says so, or when nothing was typed into it since it was last taken
 * and the server's copy is not older; a section with typed text keeps the text and version it was
 * loaded at, so the typed text is only ever saved against that version (a 409 if someone saved it
 * meanwhile). Sections the server no longer has are dropped. Answers the merged list and the field
 * values to set.
 */
export function merge(held: Section[], values: Values, fresh: Section[], force: (section: Section) => boolean): { next: Section[]; taken: Section[] } {
  const known = new Map(held.map((s) => [s.id, s]));
  const taken: Section[] = [];
  const next = fresh.map((section) => {
    const mine = known.get(section.id);
    const untouched = !mine || (values[section.id] ?? '') === (mine.content_value ?? '');
    if (force(section) || (untouched && (!mine || section.version >= mine.version))) {
      taken.push(section);
      return section;
    }
    return { ...section, content_value: mine?.content_value ?? '', version: mine?.version ?? section.version };
  });
  return { next: bySectionKey(next), taken };
}

/** A section someone else saved while it was being edited here: what is saved now, and what was typed. */
export interface Conflict {
  theirs: Section;
  yours: string;
}

/**
 * After a save that reported conflicts: the page now holds theirs (text and version) for each, while
 * the field keeps what was typed. So the typed text still shows as a change, and the next save sends
 * it against theirs' version: the person has seen theirs and chose.
 */
export function holdTheirs(held: Section[], conflicts: Conflict[]): Section[] {
  const theirs = new Map(conflicts.map((c) => [c.theirs.id, c.theirs]));
  return held.map((s) => theirs.get(s.id) ?? s);
}

/** The open conflicts after a save: earlier ones of sections not sent stay, the sent ones are replaced by the answer's. */
export function openConflicts(before: Conflict[], sentIds: Set<string>, answered: Conflict[]): Conflict[] {
  return [...before.filter((c) => !sentIds.has(c.theirs.id)), ...answered].sort((a, b) => a.theirs.section_key.localeCompare(b.theirs.section_key));
}

/** "Headline", "Headline and Our story", "A, B and C": the template's labels, as the editor shows them. */
export function labelList(keys: string[], templateId: string | null | undefined): string {
  const labels = keys.map((key) => sectionLabel(key, templateId));
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/** The words beside Save Changes after a save answered: what was saved and what needs a choice. */
export function saveOutcomeMessage(saved: string[], conflicts: Conflict[], templateId: string | null | undefined): string {
  const savedPart = saved.length ? `Saved ${labelList(saved, templateId)}. ` : '';
  if (!conflicts.length) return saved.length ? `Saved ${labelList(saved, templateId)}.` : 'No changes to save.';
  const keys = conflicts.map((c) => c.theirs.section_key);
  const verb = keys.length === 1 ? 'was' : 'were';
  return `${savedPart}${labelList(keys, templateId)} ${verb} changed by someone else meanwhile. Your text is kept: choose below, then save again.`;
}

/** Typed text kept in the browser for a section: the text, and the text and version it was typed over. */
export interface SectionDraft {
  value: string;
  base: string;
  version: number;
}
export type ContentDraft = Record<string, SectionDraft>;

/** The page's unsaved typing as a draft to keep in the browser; null when nothing is unsaved. */
export function contentDraft(held: Section[], values: Values): ContentDraft | null {
  const changed = changedSections(held, values);
  if (!changed.length) return null;
  return Object.fromEntries(changed.map((s) => [s.id, { value: values[s.id] ?? '', base: s.content_value ?? '', version: s.version }]));
}

/** The ids of a kept draft's sections worth offering back: still there, unlocked, and not already saved with that text. */
export function draftOffer(draft: ContentDraft | null, sections: Section[]): string[] {
  if (!draft) return [];
  return sections.filter((s) => !s.is_locked && draft[s.id] !== undefined && draft[s.id].value !== (s.content_value ?? '')).map((s) => s.id);
}

/**
 * Takes a kept draft back: its text into the fields, and what it was typed over into the held
 * sections, so that a section saved elsewhere since the draft was typed comes back from the save
 * as a conflict instead of being overwritten.
 */
export function applyDraft(held: Section[], draft: ContentDraft, ids: string[]): { held: Section[]; values: Values } {
  const taken = new Set(ids);
  const next = held.map((s) =>
    taken.has(s.id) && draft[s.id].version !== s.version ? { ...s, content_value: draft[s.id].base, version: draft[s.id].version } : s,
  );
  return { held: next, values: Object.fromEntries(ids.map((id) => [id, draft[id].value])) };
}
