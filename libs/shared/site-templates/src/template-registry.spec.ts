import { getTemplate, isKnownTemplate, labelOf, sectionsOf, TEMPLATES } from './template-registry';
import { SECTION_KINDS, SITE_PAGES } from './template-manifest';

describe('template manifests', () => {
  it('offers three distinct templates: default, restaurant and professional', () => {
    expect(TEMPLATES.map((t) => t.id)).toEqual(['default', 'restaurant', 'professional']);
    expect(new Set(TEMPLATES.map((t) => t.name)).size).toBe(3);
    for (const t of TEMPLATES) expect(t.description.length).toBeGreaterThan(40);
  });

  it.each(TEMPLATES.map((t) => [t.id, t] as const))('%s: every section is complete and its key unique', (_id, template) => {
    const keys = template.sections.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const s of template.sections) {
      expect(s.key).toMatch(/^[a-z0-9_]{1,100}$/);
      expect(SECTION_KINDS).toContain(s.kind);
      expect(SITE_PAGES).toContain(s.page);
      expect(s.maxLength).toBeGreaterThan(0);
      expect(s.starter.length).toBeLessThanOrEqual(s.maxLength);
      expect(s.help.length).toBeGreaterThan(10);
      // Friendly words, never the key shouted ("HERO TITLE").
      expect(s.label).not.toMatch(/_/);
      expect(s.label).not.toBe(s.label.toUpperCase());
      if (s.required) expect(s.starter.trim()).not.toBe('');
    }
    expect(template.sections.find((s) => s.key === 'hero_title')).toMatchObject({ label: 'Headline', required: true, kind: 'short_text' });
  });

  it('the default template covers every section the demo website already has', () => {
    const keys = getTemplate('default').sections.map((s) => s.key);
    expect(keys).toEqual(expect.arrayContaining(['about_text', 'contact_phone', 'footer_legal', 'hero_subtitle', 'hero_title', 'opening_hours']));
  });

  it('the restaurant template has menu highlights and requires opening hours', () => {
    const restaurant = getTemplate('restaurant');
    expect(restaurant.sections.find((s) => s.key === 'menu_highlights')).toMatchObject({ kind: 'list', label: 'Menu highlights' });
    expect(restaurant.sections.find((s) => s.key === 'opening_hours')).toMatchObject({ kind: 'opening_hours', required: true });
  });

  it('the professional template requires its list of services', () => {
    expect(getTemplate('professional').sections.find((s) => s.key === 'services')).toMatchObject({ kind: 'list', required: true });
  });

  it('finds a template by id or display name, and falls back to the default one', () => {
    expect(getTemplate('Restaurant').id).toBe('restaurant');
    expect(getTemplate(' Professional Services ').id).toBe('professional');
    expect(getTemplate(null).id).toBe('default');
    expect(getTemplate('no-such-template').id).toBe('default');
    expect(isKnownTemplate('Default')).toBe(true);
    expect(isKnownTemplate('bakery-deluxe')).toBe(false);
  });

  it('lists sections home first, then contact, then every page, each in order', () => {
    const sections = sectionsOf('restaurant');
    const pages = sections.map((s) => s.page);
    expect(pages.indexOf('contact')).toBeGreaterThan(pages.lastIndexOf('home'));
    expect(pages.indexOf('every_page')).toBeGreaterThan(pages.lastIndexOf('contact'));
    const home = sections.filter((s) => s.page === 'home').map((s) => s.order);
    expect(home).toEqual([...home].sort((a, b) => a - b));
  });

  it('labels known sections from the manifest and kept ones from their key', () => {
    expect(labelOf('default', 'hero_title')).toBe('Headline');
    expect(labelOf('restaurant', 'contact_phone')).toBe('Phone for reservations');
    expect(labelOf('default', 'menu_highlights')).toBe('Menu highlights');
  });
});
