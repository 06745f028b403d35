import { getTemplate, mapSectionsOnTemplateChange, sectionSpec, validateSectionValue } from '@fw/shared-site-templates';
import { imageIdsIn } from '@fw/shared-site-render';
import { ValidationError } from '@fw/api-shared-domain';

/** A value as the template rules see it: which section, and the text it would hold. */
export interface SectionValue {
  sectionKey: string;
  contentValue: string;
}

/**
 * Refuses values that break the rules of the website's template (kind, length, required), naming
 * every offending section by key in the error's fields, with the manifest's message in the site
 * owner's words ("Headline is required"). Sections the template does not know only have the
 * general length limit. Call it before anything is written.
 */
export function checkSectionValues(templateId: string | null, values: readonly SectionValue[]): void {
  const fields: Record<string, string[]> = {};
  for (const v of values) {
    const message = validateSectionValue(templateId, v.sectionKey, v.contentValue);
    if (message) fields[v.sectionKey] = [message];
  }
  const keys = Object.keys(fields);
  if (keys.length) throw new SectionValuesInvalidError(fields);
}

/** The library images that values name (`image:<uuid>`, a gallery one per line), each once. */
export function imageIdsOf(values: readonly SectionValue[]): string[] {
  return imageIdsIn(Object.fromEntries(values.map((v, i) => [`${i}`, v.contentValue])));
}

/**
 * Refuses values that name a library image other than the website's own (`ownIds`: those of the
 * named ids that are in its library), each such section by key, in the template's words. A page
 * never shows another website's image anyway; this tells the editor at once instead of leaving an
 * empty slot.
 */
export function checkImagesOwned(templateId: string | null, values: readonly SectionValue[], ownIds: ReadonlySet<string>): void {
  const fields: Record<string, string[]> = {};
  for (const v of values) {
    if (imageIdsOf([v]).some((id) => !ownIds.has(id))) {
      fields[v.sectionKey] = [`${sectionSpec(templateId, v.sectionKey)?.label ?? v.sectionKey} must be an image from your website's library`];
    }
  }
  if (Object.keys(fields).length) throw new SectionValuesInvalidError(fields);
}

/** 400 SITES.INVALID_FIELD with one field per section key; the message is the first section's. */
export class SectionValuesInvalidError extends ValidationError {
  constructor(fields: Record<string, string[]>) {
    super('SITES.INVALID_FIELD', Object.values(fields)[0][0], fields);
  }
}

export interface SectionToAdd {
  key: string;
  type: string;
  value: string;
}

/**
 * The sections a website on `templateId` lacks, each with the template's starter text. Used when
 * a website is made and when its template changes: existing sections are never changed or
 * removed, so every text survives a template change (and comes back on switching back).
 */
export function sectionsMissingFromTemplate(templateId: string | null, existingKeys: Iterable<string>): SectionToAdd[] {
  const existing = [...existingKeys].map((key) => ({ key, value: '' }));
  return mapSectionsOnTemplateChange(existing, getTemplate(templateId))
    .filter((s) => s.status === 'added')
    .map(({ key, type, value }) => ({ key, type, value }));
}
