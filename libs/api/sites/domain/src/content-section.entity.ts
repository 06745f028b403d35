import { SITE_LIMITS } from '@fw/shared-field-limits';
import { SectionLockedError, SitesInvalidFieldError } from './sites.errors';
import { checkSectionValues } from './template-sections';

export const SECTION_KEY_PATTERN = new RegExp(`^[a-z0-9_]{1,${SITE_LIMITS.sectionKey}}$`);
/** `text` is a single line; every other type is edited as long text. */
export const CONTENT_TYPE_PATTERN = /^[a-z][a-z0-9_-]{0,29}$/;
export const CONTENT_TYPE_EXAMPLES = ['text', 'textarea'] as const;
export const CONTENT_VALUE_MAX = SITE_LIMITS.sectionContent;

/**
 * One editable piece of a website (table website_content). `version` grows by one on every write,
 * so a save based on an older read can be refused instead of overwriting someone else's text.
 */
export class ContentSection {
  id: string;
  websiteId: string;
  sectionKey: string;
  contentType = 'text';
  contentValue = '';
  isLocked = false;
  version = 1;
  createdAt: Date;
  updatedAt: Date;

  static create(props: {
    id: string;
    websiteId: string;
    sectionKey: string;
    contentType?: string;
    contentValue?: string;
    isLocked?: boolean;
  }): ContentSection {
    const section = new ContentSection();
    section.id = props.id;
    section.websiteId = props.websiteId;
    section.sectionKey = checkSectionKey(props.sectionKey);
    section.contentType = checkContentType(props.contentType ?? 'text');
    section.contentValue = checkContentValue(props.contentValue ?? '');
    section.isLocked = props.isLocked ?? false;
    return section;
  }

  /**
   * Judges an editor's new text for this section, read at `readVersion`: a locked section refuses
   * (SectionLockedError); the same text as stored needs no write, whatever version it was read at
   * (both sides agree); other text read at an older version is a conflict, to be shown beside the
   * stored text rather than written over it; otherwise it is written.
   */
  judgeEdit(value: string, readVersion: number): SectionEditVerdict {
    if (this.isLocked) throw new SectionLockedError(this.sectionKey);
    checkContentValue(value);
    if (value === this.contentValue) return 'unchanged';
    return readVersion === this.version ? 'write' : 'conflict';
  }
}

export type SectionEditVerdict = 'unchanged' | 'write' | 'conflict';

/** One editor change: the new text of a section and the version the editor read it at. */
export interface SectionEdit {
  id: string;
  contentValue: string;
  version: number;
}

export interface ContentSavePlan {
  /** Sections to write, each with the editor's text, in section key order. */
  writes: Array<{ section: ContentSection; edit: SectionEdit }>;
  /** Sections changed by someone else since the editor read them, in section key order. */
  conflicts: Array<{ section: ContentSection; edit: SectionEdit }>;
}

/**
 * An editor's save of several sections of their website on template `templateId`. A lock refuses
 * the whole save before anything is written (the first locked section in key order is named), and
 * so does a changed value that breaks the template's rules (kind, length, required: every such
 * section is named, by its label in the message); a stale section does not: the others are written
 * and each stale one is reported as a conflict, so no typing is lost. Unchanged values are not
 * judged by the template, so text kept from an earlier template never blocks a save.
 * `sections` are the stored sections the edits name (each edit's section must be among them).
 */
export function planContentSave(sections: ContentSection[], edits: SectionEdit[], templateId: string | null): ContentSavePlan {
  const byId = new Map(sections.map((s) => [s.id, s]));
  const judged = edits
    .map((edit) => ({ section: byId.get(edit.id) as ContentSection, edit }))
    .sort((a, b) => bySectionKey(a.section, b.section))
    .map((pair) => ({ ...pair, verdict: pair.section.judgeEdit(pair.edit.contentValue, pair.edit.version) }));
  checkSectionValues(
    templateId,
    judged.filter((j) => j.verdict !== 'unchanged').map((j) => ({ sectionKey: j.section.sectionKey, contentValue: j.edit.contentValue })),
  );
  return {
    writes: judged.filter((j) => j.verdict === 'write').map(({ section, edit }) => ({ section, edit })),
    conflicts: judged.filter((j) => j.verdict === 'conflict').map(({ section, edit }) => ({ section, edit })),
  };
}

export function checkSectionKey(key: string): string {
  if (!SECTION_KEY_PATTERN.test(key)) {
    throw new SitesInvalidFieldError('section_key', 'section_key must be 1 to 100 lower-case letters, digits or underscores');
  }
  return key;
}

export function checkContentType(type: string): string {
  if (!CONTENT_TYPE_PATTERN.test(type)) {
    throw new SitesInvalidFieldError('content_type', 'content_type must be a short lower-case word such as text or textarea');
  }
  return type;
}

export function checkContentValue(value: string): string {
  if (value.length > CONTENT_VALUE_MAX) {
    throw new SitesInvalidFieldError('content_value', `content_value must be at most ${CONTENT_VALUE_MAX} characters`);
  }
  return value;
}

/** Code-point order, the same on every database collation. */
export function bySectionKey(a: { sectionKey: string }, b: { sectionKey: string }): number {
  return a.sectionKey < b.sectionKey ? -1 : a.sectionKey > b.sectionKey ? 1 : 0;
}
