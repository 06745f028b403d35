import { CONTENT_VALUE_MAX, ContentSection, planContentSave } from './content-section.entity';

function section(key: string, value: string, version = 1, isLocked = false): ContentSection {
  const s = ContentSection.create({ id: `id-${key}`, websiteId: 'w', sectionKey: key, contentValue: value, isLocked });
  s.version = version;
  return s;
}

describe('ContentSection.judgeEdit', () => {
  it('writes new text read at the stored version', () => {
    expect(section('hero_title', 'Old', 3).judgeEdit('New', 3)).toBe('write');
  });

  it('calls new text read at an older version a conflict', () => {
    expect(section('hero_title', 'Theirs', 4).judgeEdit('Mine', 3)).toBe('conflict');
  });

  it('needs no write for the stored text, even when read at an older version', () => {
    expect(section('hero_title', 'Same', 4).judgeEdit('Same', 1)).toBe('unchanged');
  });

  it('refuses a locked section, naming it', () => {
    expect(() => section('footer_legal', 'Legal', 1, true).judgeEdit('Hacked', 1)).toThrow(
      expect.objectContaining({ code: 'SITES.SECTION_LOCKED', details: { section_key: 'footer_legal' } }),
    );
  });

  it('refuses text over the limit as a field error', () => {
    expect(() => section('hero_title', 'Old').judgeEdit('x'.repeat(CONTENT_VALUE_MAX + 1), 1)).toThrow(
      expect.objectContaining({ code: 'SITES.INVALID_FIELD' }),
    );
  });
});

describe('planContentSave', () => {
  it('writes the current sections and reports the stale ones as conflicts, in key order', () => {
    const hero = section('hero_subtitle', 'Theirs', 2);
    const phone = section('contact_phone', '555-0100');
    const about = section('about_text', 'About');
    const plan = planContentSave(
      [hero, phone, about],
      [
        { id: hero.id, contentValue: 'Mine', version: 1 },
        { id: phone.id, contentValue: '555-0199', version: 1 },
        { id: about.id, contentValue: 'New about', version: 1 },
      ],
      'restaurant',
    );
    expect(plan.writes.map((w) => [w.section.sectionKey, w.edit.contentValue])).toEqual([
      ['about_text', 'New about'],
      ['contact_phone', '555-0199'],
    ]);
    expect(plan.conflicts.map((c) => [c.section.sectionKey, c.section.contentValue, c.edit.contentValue])).toEqual([['hero_subtitle', 'Theirs', 'Mine']]);
  });

  it('refuses the whole save when any section is locked', () => {
    const hero = section('hero_title', 'Old');
    const legal = section('footer_legal', 'Legal', 1, true);
    expect(() =>
      planContentSave(
        [hero, legal],
        [
          { id: hero.id, contentValue: 'New', version: 1 },
          { id: legal.id, contentValue: 'Hacked', version: 1 },
        ],
        null,
      ),
    ).toThrow(expect.objectContaining({ code: 'SITES.SECTION_LOCKED' }));
  });

  it("refuses changed values that break the template's rules, naming each section, but not unchanged ones; empty is for the publish to judge", () => {
    const hero = section('hero_title', '');
    const phone = section('contact_phone', '555-0100');
    const kept = section('old_banner', '');
    expect(() =>
      planContentSave(
        [hero, phone],
        [
          { id: hero.id, contentValue: 'x'.repeat(81), version: 1 },
          { id: phone.id, contentValue: 'call us', version: 1 },
        ],
        'restaurant',
      ),
    ).toThrow(
      expect.objectContaining({
        code: 'SITES.INVALID_FIELD',
        details: { fields: { contact_phone: [expect.stringMatching(/phone number/)], hero_title: ['Headline must be at most 80 characters'] } },
      }),
    );
    // An empty required headline stored before the rules existed does not block saving the rest.
    const plan = planContentSave(
      [hero, kept],
      [
        { id: hero.id, contentValue: '', version: 1 },
        { id: kept.id, contentValue: 'Any text', version: 1 },
      ],
      'restaurant',
    );
    expect(plan.writes.map((w) => w.section.sectionKey)).toEqual(['old_banner']);
  });
});
