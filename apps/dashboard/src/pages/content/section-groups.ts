import { getTemplate, sectionsOf, validateSectionValue, type SectionSpec, type SitePage } from '@fw/shared-site-templates';
import type { Section } from '../../interfaces';

// How Edit Content lays out a website's sections: by page and in the order its template's manifest
// gives, with what the template lacks kept editable at the end (unit-tested in section-groups.spec.ts).

export interface SectionField {
  section: Section;
  /** Absent for a section the website's template does not have (kept from an earlier template). */
  spec?: SectionSpec;
}

export interface SectionGroup {
  id: SitePage | 'other';
  title: string;
  description: string;
  fields: SectionField[];
}

const PAGE_GROUPS: Record<SitePage, { title: string; description: string }> = {
  home: { title: 'Home page', description: 'The first page visitors see.' },
  contact: { title: 'Contact details', description: 'Shown on the contact page, and in the footer of every page.' },
  every_page: { title: 'On every page', description: 'The header and footer around each page.' },
};

export const OTHER_SECTIONS = {
  title: 'Other sections',
  description: 'Your current design does not show these. They are kept, and come back if you change to a design that uses them.',
};

/** The website's sections in groups: the template's pages in manifest order, then any sections it lacks. */
export function sectionGroups(templateId: string | null | undefined, sections: Section[]): SectionGroup[] {
  const manifest = getTemplate(templateId);
  const byKey = new Map(sections.map((s) => [s.section_key, s]));
  const groups: SectionGroup[] = [];
  for (const spec of sectionsOf(manifest)) {
    const section = byKey.get(spec.key);
    if (!section) continue;
    let group = groups.find((g) => g.id === spec.page);
    if (!group) {
      group = { id: spec.page, ...PAGE_GROUPS[spec.page], fields: [] };
      groups.push(group);
    }
    group.fields.push({ section, spec });
  }
  const known = new Set(manifest.sections.map((s) => s.key));
  const others = sections.filter((s) => !known.has(s.section_key)).sort((a, b) => a.section_key.localeCompare(b.section_key));
  if (others.length) groups.push({ id: 'other', ...OTHER_SECTIONS, fields: others.map((section) => ({ section })) });
  return groups;
}

/** The page of the site that shows a section, for the preview to turn to; null for every page's or an unknown section. */
export function previewPageOf(templateId: string | null | undefined, key: string): 'home' | 'contact' | null {
  const page = getTemplate(templateId).sections.find((s) => s.key === key)?.page;
  return page === 'home' || page === 'contact' ? page : null;
}

/**
 * The message for a field's value, in the template's words, or null. Only a changed value is
 * checked: text saved before the rules (or the template) changed does not block saving the others.
 */
export function fieldProblem(templateId: string | null | undefined, field: SectionField, value: string): string | null {
  if (field.section.is_locked || value === (field.section.content_value ?? '')) return null;
  return validateSectionValue(templateId ?? null, field.section.section_key, value);
}

/** The hint under a field: the manifest's help and, for lists, how many lines it takes. */
export function fieldHelp(spec: SectionSpec | undefined): string | undefined {
  if (!spec) return undefined;
  const lines = (spec.kind === 'list' || spec.kind === 'opening_hours') && spec.maxItems ? ` Up to ${spec.maxItems} lines.` : '';
  return `${spec.help}${lines}`;
}
