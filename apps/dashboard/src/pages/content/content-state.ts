import type { HttpError } from '@refinedev/core';
import type { Section } from '../../interfaces';

// The content editor's state rules, free of React and the network (unit-tested in content-state.spec.ts).

/** Field values by section id. */
export type Values = Record<string, string>;

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
    const index = /^sections\.(\d+)\./.exec(field)?.[1];
    const section = index === undefined ? undefined : changed[Number(index)];
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
