import type { SectionSpec, SitePage, TemplateManifest } from './template-manifest';
import { defaultTemplate } from './templates/default.template';
import { professionalTemplate } from './templates/professional.template';
import { restaurantTemplate } from './templates/restaurant.template';

export const TEMPLATES: readonly TemplateManifest[] = [defaultTemplate, restaurantTemplate, professionalTemplate];
export const DEFAULT_TEMPLATE_ID = defaultTemplate.id;

// Older records name a template by its display word ("Restaurant", "Default"), so both id and
// name are matched, ignoring case and surrounding spaces.
const aliases = new Map<string, TemplateManifest>();
for (const t of TEMPLATES) {
  aliases.set(t.id, t);
  aliases.set(t.name.toLowerCase(), t);
}
aliases.set('restaurant', restaurantTemplate);
aliases.set('cafe', restaurantTemplate);
aliases.set('professional services', professionalTemplate);

/** The template a website uses; no template or an unknown one is the default template. */
export function getTemplate(id: string | null | undefined): TemplateManifest {
  return (id && aliases.get(id.trim().toLowerCase())) || defaultTemplate;
}

/** True when `id` names a template (the website's `template` field accepts only these, or none). */
export function isKnownTemplate(id: string): boolean {
  return aliases.has(id.trim().toLowerCase());
}

const PAGE_ORDER: Record<SitePage, number> = { home: 0, contact: 1, every_page: 2 };

/** The template's sections grouped by page (home, contact, every page), each page in its order. */
export function sectionsOf(template: TemplateManifest | string | null): SectionSpec[] {
  const manifest = typeof template === 'object' && template !== null ? template : getTemplate(template);
  return [...manifest.sections].sort((a, b) => PAGE_ORDER[a.page] - PAGE_ORDER[b.page] || a.order - b.order);
}

export function sectionSpec(templateId: string | null, key: string): SectionSpec | undefined {
  return getTemplate(templateId).sections.find((s) => s.key === key);
}

/**
 * The editor's label of a section. A section the template does not know (kept from an earlier
 * template) gets its key in words: "menu_highlights" -> "Menu highlights".
 */
export function labelOf(templateId: string | null, key: string): string {
  return sectionSpec(templateId, key)?.label ?? humanizeKey(key);
}

export function humanizeKey(key: string): string {
  const words = key.replace(/_/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}
