import { SITE_LIMITS } from '@fw/shared-field-limits';
import { SectionLockedError, SitesInvalidFieldError, StaleSectionError } from './sites.errors';
import { checkSectionValues } from './template-sections';

export const SECTION_KEY_PATTERN = new RegExp(`^[a-z0-9_]{1,${SITE_LIMITS.sectionKey}}$`);
/** `text` is a single line; every other type is edited as long text. */
export const CONTENT_TYPE_PATTERN = /^[a-z][a-z0-9_-]{0,29}$/;
export const CONTENT_TYPE_EXAMPLES = ['text', 'textarea'] as const;
export const CONTENT_VALUE_MAX = SITE_LIMITS.sectionContent;

/**
 * One editable piece of a website (table website_content). `contentValue` is the published text
 * (what the site and the public API show); `draftValue` is the editor's unpublished text, null when
 * there is none. `version` grows by one on every write (draft or published), so a save or a
 * publish based on an older read can be refused instead of overwriting someone else's text.
 */
export class ContentSection {
  id: string;
  websiteId: string;
  sectionKey: string;
  contentType = 'text';
  contentValue = '';
  draftValue: string | null = null;
  isLocked = false;
  version = 1;
  createdAt: Date;
  updatedAt: Date;

  static create(props: { id: string; websiteId: string; sectionKey: string; contentType?: string; contentValue?: string; isLocked?: boolean }): ContentSection {
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
    if (value === this.draftText()) return 'unchanged';
    return readVersion === this.version ? 'write' : 'conflict';
  }

  /** The text the editor works on: the draft when there is one, else the published text. */
  draftText(): string {
    return this.draftValue ?? this.contentValue;
  }

  hasDraft(): boolean {
    return this.draftValue !== null;
  }

  /** The draft a save of `value` leaves: none when the text is back to the published one. */
  draftFor(value: string): string | null {
    return value === this.contentValue ? null : value;
  }

  /**
   * Publishing or discarding this section's draft as read at `readVersion`: a lock refuses, and so
   * does another version (what goes live must be what the person saw). False: nothing to do.
   */
  judgeDraftAction(readVersion: number): boolean {
    if (this.isLocked) throw new SectionLockedError(this.sectionKey);
    if (readVersion !== this.version) throw new StaleSectionError(this.sectionKey);
    return this.hasDraft();
  }
}

/** One conditional write of a section: both texts, only where the row is still at `version`. */
export interface SectionWrite {
  id: string;
  version: number;
  contentValue: string;
  draftValue: string | null;
}

/** A section and the version the person read it at (publish, discard, review). */
export interface SectionAtVersion {
  id: string;
  version: number;
}

export type SectionEditVerdict = 'unchanged' | 'write' | 'conflict';

/** One editor change: the new text of a section and the version the editor read it at. */
export interface SectionEdit {
  id: string;
  contentValue: string;
  version: number;
}

export interface ContentSavePlan {
  /** Sections to write, each with the editor's text and the draft write it makes, in section key order. */
  writes: Array<{ section: ContentSection; edit: SectionEdit; write: SectionWrite }>;
  /** Sections changed by someone else since the editor read them, in section key order. */
  conflicts: Array<{ section: ContentSection; edit: SectionEdit }>;
}

/**
 * An editor's save of several sections of their website on template `templateId`, as drafts: the
 * published text stays as it is until a publish. A lock refuses the whole save before anything is
 * written (the first locked section in key order is named), and so does a changed value that
 * breaks the template's rules (kind, length: every such section is named, by its label in the
 * message); an empty required section is allowed in a draft and refused at publish. A stale
 * section does not refuse the save: the others are written and each stale one is reported as a
 * conflict, so no typing is lost. Unchanged values are not judged by the template, so text kept
 * from an earlier template never blocks a save.
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
    judged
      .filter((j) => j.verdict !== 'unchanged' && j.edit.contentValue.trim() !== '')
      .map((j) => ({ sectionKey: j.section.sectionKey, contentValue: j.edit.contentValue })),
  );
  return {
    writes: judged
      .filter((j) => j.verdict === 'write')
      .map(({ section, edit }) => ({
        section,
        edit,
        write: { id: section.id, version: section.version, contentValue: section.contentValue, draftValue: section.draftFor(edit.contentValue) },
      })),
    conflicts: judged.filter((j) => j.verdict === 'conflict').map(({ section, edit }) => ({ section, edit })),
  };
}

/** Sections the items name, judged in key order (each item's section must be among `sections`). */
function judgeDrafts(sections: ContentSection[], items: SectionAtVersion[]): ContentSection[] {
  const byId = new Map(sections.map((s) => [s.id, s]));
  return items
    .map((item) => ({ section: byId.get(item.id) as ContentSection, item }))
    .sort((a, b) => bySectionKey(a.section, b.section))
    .filter(({ section, item }) => section.judgeDraftAction(item.version))
    .map(({ section }) => section);
}

/**
 * Publishing the drafts of the named sections, read at the given versions, on template
 * `templateId`: all or nothing. A lock or a stale read refuses the whole publish, and so does a
 * draft that breaks the template's rules, required sections included (every such section named,
 * by its label). Sections without a draft are left out. The writes make each draft the published
 * text and clear it, in key order.
 */
export function planContentPublish(
  sections: ContentSection[],
  items: SectionAtVersion[],
  templateId: string | null,
): Array<{ section: ContentSection; write: SectionWrite }> {
  const drafted = judgeDrafts(sections, items);
  checkSectionValues(
    templateId,
    drafted.map((s) => ({ sectionKey: s.sectionKey, contentValue: s.draftText() })),
  );
  return drafted.map((section) => ({
    section,
    write: { id: section.id, version: section.version, contentValue: section.draftText(), draftValue: null },
  }));
}

/** Dropping the drafts of the named sections (back to the published text): all or nothing, like a publish. */
export function planContentDiscard(sections: ContentSection[], items: SectionAtVersion[]): Array<{ section: ContentSection; write: SectionWrite }> {
  return judgeDrafts(sections, items).map((section) => ({
    section,
    write: { id: section.id, version: section.version, contentValue: section.contentValue, draftValue: null },
  }));
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
