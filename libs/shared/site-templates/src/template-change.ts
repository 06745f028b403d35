import type { TemplateManifest } from './template-manifest';
import { contentTypeOf } from './template-manifest';
import { sectionsOf } from './template-registry';

export interface ExistingSection {
  key: string;
  value: string;
  type?: string;
}

export interface MappedSection {
  key: string;
  value: string;
  type: string;
  /** `kept`: the new template has no place for it; it stays stored (and editable), just not shown. */
  status: 'matched' | 'added' | 'kept';
}

/**
 * The sections a website has after switching to `newTemplate`: every old section under its key
 * (matched ones take the new template's kind), plus the new template's other sections with their
 * starter text. Nothing is dropped, so switching back restores every text.
 */
export function mapSectionsOnTemplateChange(oldSections: readonly ExistingSection[], newTemplate: TemplateManifest): MappedSection[] {
  const old = new Map(oldSections.map((s) => [s.key, s]));
  const mapped: MappedSection[] = sectionsOf(newTemplate).map((spec) => {
    const existing = old.get(spec.key);
    return existing
      ? { key: spec.key, value: existing.value, type: contentTypeOf(spec.kind), status: 'matched' as const }
      : { key: spec.key, value: spec.starter, type: contentTypeOf(spec.kind), status: 'added' as const };
  });
  const inTemplate = new Set(newTemplate.sections.map((s) => s.key));
  for (const s of oldSections) {
    if (!inTemplate.has(s.key)) mapped.push({ key: s.key, value: s.value, type: s.type ?? 'textarea', status: 'kept' });
  }
  return mapped;
}

/** The sections a new website on `template` starts with. */
export function startingSections(template: TemplateManifest): MappedSection[] {
  return mapSectionsOnTemplateChange([], template);
}
