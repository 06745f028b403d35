import { describe, expect, it } from 'vitest';
import type { Section } from '../../interfaces';
import { fieldHelp, fieldProblem, previewPageOf, sectionGroups } from './section-groups';
import { labelList, saveOutcomeMessage } from './content-state';
import { sectionLabel } from '../../lib/format';

const section = (key: string, value = '', extra: Partial<Section> = {}): Section => ({
  id: `id-${key}`,
  website_id: 'w',
  section_key: key,
  content_type: 'text',
  content_value: value,
  draft_value: null,
  is_locked: false,
  version: 1,
  updated_at: '2026-11-27T12:00:00Z',
  ...extra,
});

// As the API sends them: sorted by key.
const bakery = [
  'about_text',
  'address',
  'contact_email',
  'contact_phone',
  'footer_legal',
  'hero_image',
  'hero_subtitle',
  'hero_title',
  'menu_highlights',
  'opening_hours',
  'reservation_note',
].map((k) => section(k));

describe('Edit Content: fields grouped by the template manifest', () => {
  it('groups by page in the manifest order, with the friendly labels', () => {
    const groups = sectionGroups('restaurant', bakery);
    expect(groups.map((g) => g.title)).toEqual(['Home page', 'Contact details', 'On every page']);
    expect(groups[0].fields.map((f) => f.spec?.label)).toEqual([
      'Headline',
      'Tagline',
      'Main photo',
      'Menu highlights',
      'Our story',
      'Reservations and orders',
    ]);
    expect(groups[1].fields.map((f) => f.spec?.label)).toEqual(['Phone for reservations', 'Opening hours', 'Email address', 'Address']);
    expect(groups[2].fields.map((f) => f.section.section_key)).toEqual(['footer_legal']);
  });

  it('keeps sections the template lacks editable in "Other sections", and leaves out what the website does not hold', () => {
    const groups = sectionGroups('professional', [section('menu_highlights', 'Bread – $8'), section('hero_title', 'Hi'), section('about_text')]);
    expect(groups.map((g) => [g.id, g.fields.map((f) => f.section.section_key)])).toEqual([
      ['home', ['hero_title', 'about_text']],
      ['other', ['menu_highlights']],
    ]);
    expect(groups[1].fields[0].spec).toBeUndefined();
  });

  it('reads a template named by its display word, and falls back to the default template', () => {
    expect(sectionGroups('Restaurant', bakery)[0].fields[0].spec?.label).toBe('Headline');
    expect(sectionGroups(null, [section('highlights')])[0].fields[0].spec?.label).toBe('Why choose us');
  });

  it('checks a changed value against the manifest, never an unchanged or locked one', () => {
    const headline = sectionGroups('restaurant', [section('hero_title', 'Old')])[0].fields[0];
    expect(fieldProblem('restaurant', headline, '')).toBe('Headline is required');
    expect(fieldProblem('restaurant', headline, 'x'.repeat(81))).toBe('Headline must be at most 80 characters');
    expect(fieldProblem('restaurant', headline, 'New')).toBeNull();
    const lockedEmpty = { ...headline, section: { ...headline.section, content_value: 'Old', is_locked: true } };
    expect(fieldProblem('restaurant', lockedEmpty, '')).toBeNull();
    const savedLong = sectionGroups('restaurant', [section('hero_title', 'x'.repeat(90))])[0].fields[0];
    expect(fieldProblem('restaurant', savedLong, 'x'.repeat(90))).toBeNull();
  });

  it('adds the line limit of lists to their help', () => {
    const menu = sectionGroups('restaurant', [section('menu_highlights')])[0].fields[0];
    expect(fieldHelp(menu.spec)).toMatch(/^One dish per line.* Up to 12 lines\.$/);
    expect(fieldHelp(undefined)).toBeUndefined();
  });

  it('knows which page of the site shows a section', () => {
    expect(previewPageOf('restaurant', 'address')).toBe('contact');
    expect(previewPageOf('restaurant', 'hero_title')).toBe('home');
    expect(previewPageOf('restaurant', 'footer_legal')).toBeNull();
    expect(previewPageOf('restaurant', 'unknown_key')).toBeNull();
  });
});

describe('labels in messages', () => {
  it('speaks in the template labels, never in section keys', () => {
    expect(sectionLabel('hero_subtitle', 'restaurant')).toBe('Tagline');
    expect(sectionLabel('menu_highlights', 'professional')).toBe('Menu highlights');
    expect(labelList(['about_text', 'contact_phone', 'hero_subtitle'], 'restaurant')).toBe('Our story, Phone for reservations and Tagline');
    const message = saveOutcomeMessage(['about_text'], [{ theirs: section('hero_subtitle', 'T'), yours: 'M' }], 'restaurant');
    expect(message).toBe('Saved Our story. Tagline was changed by someone else meanwhile. Your text is kept: choose below, then save again.');
  });
});
