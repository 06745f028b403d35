import { EmailAddress, INVALID_EMAIL_MESSAGE, SITE_LIMITS } from '@fw/shared-field-limits';
import type { SectionSpec } from './template-manifest';
import { sectionSpec } from './template-registry';

const PHONE_CHARS = /^[0-9+().\-\s]+$/;
const LIBRARY_IMAGE_REF = /^image:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A library image (`image:<uuid>`), an address on the site itself, or an https:// address. */
const IMAGE_REF = /^(?:image:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\/[^\s]*|https:\/\/[^\s]+)$/;

/** One entry per non-empty line, as lists and opening hours are stored. */
export function linesOf(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The message to show beside a section's field when `value` breaks its template's rules (kind,
 * length, required), or null when it is fine. A section the template does not know (kept from an
 * earlier template) only has the general length limit.
 */
export function validateSectionValue(templateId: string | null, key: string, value: string): string | null {
  const spec = sectionSpec(templateId, key);
  if (!spec) return value.length > SITE_LIMITS.sectionContent ? `This text must be at most ${SITE_LIMITS.sectionContent} characters` : null;
  return validateAgainstSpec(spec, value);
}

export function validateAgainstSpec(spec: SectionSpec, value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return spec.required ? `${spec.label} is required` : null;
  if (value.length > spec.maxLength) return `${spec.label} must be at most ${spec.maxLength} characters`;
  switch (spec.kind) {
    case 'short_text':
      return /[\r\n]/.test(value) ? `${spec.label} must fit on one line` : null;
    case 'phone': {
      const digits = trimmed.replace(/\D/g, '').length;
      return PHONE_CHARS.test(trimmed) && digits >= 7 && digits <= 15 ? null : `${spec.label} must be a phone number such as (561) 555-0142`;
    }
    case 'email':
      return EmailAddress.isValid(trimmed) ? null : INVALID_EMAIL_MESSAGE;
    case 'list':
    case 'opening_hours': {
      const max = spec.maxItems ?? Infinity;
      return linesOf(value).length > max ? `${spec.label} can have at most ${max} lines` : null;
    }
    case 'image':
      return IMAGE_REF.test(trimmed) ? null : `${spec.label} must be an uploaded image or an https:// address`;
    case 'image_list': {
      const lines = linesOf(value);
      if (lines.length > (spec.maxItems ?? Infinity)) return `${spec.label} can have at most ${spec.maxItems} photos`;
      return lines.every((line) => LIBRARY_IMAGE_REF.test(line)) ? null : `${spec.label} must hold images from your library`;
    }
    default:
      return null;
  }
}
