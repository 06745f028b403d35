import { SITE_LIMITS } from '@fw/shared-field-limits';
import { SitesInvalidFieldError } from './sites.errors';

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
