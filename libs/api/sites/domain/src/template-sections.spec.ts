import { checkSectionValues, SectionValuesInvalidError, sectionsMissingFromTemplate } from './template-sections';

describe('checkSectionValues', () => {
  it('accepts values that fit the template, and sections the template does not know', () => {
    expect(() =>
      checkSectionValues('restaurant', [
        { sectionKey: 'hero_title', contentValue: 'Baked fresh every morning' },
        { sectionKey: 'contact_phone', contentValue: '(561) 555-0142' },
        { sectionKey: 'legacy_note', contentValue: 'Anything at all\non two lines' },
      ]),
    ).not.toThrow();
  });

  it('names every offending section with the message in the owner’s words', () => {
    let error: unknown;
    try {
      checkSectionValues('restaurant', [
        { sectionKey: 'hero_title', contentValue: '' },
        { sectionKey: 'contact_phone', contentValue: 'call us' },
        { sectionKey: 'about_text', contentValue: 'Fine' },
      ]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SectionValuesInvalidError);
    const e = error as SectionValuesInvalidError;
    expect(e.code).toBe('SITES.INVALID_FIELD');
    expect(e.message).toBe('Headline is required');
    expect(e.details).toEqual({
      fields: { hero_title: ['Headline is required'], contact_phone: ['Phone for reservations must be a phone number such as (561) 555-0142'] },
    });
  });

  it('an unknown or missing template is the default one', () => {
    expect(() => checkSectionValues(null, [{ sectionKey: 'hero_title', contentValue: 'x'.repeat(81) }])).toThrow('Headline must be at most 80 characters');
    expect(() => checkSectionValues('Fitness', [{ sectionKey: 'hero_title', contentValue: ' ' }])).toThrow('Headline is required');
  });
});

describe('sectionsMissingFromTemplate', () => {
  it('lists only what the website lacks, with the starter text and the content type of its kind', () => {
    const added = sectionsMissingFromTemplate('professional', ['hero_title', 'menu_highlights', 'contact_phone']);
    const keys = added.map((s) => s.key);
    expect(keys).toContain('services');
    expect(keys).not.toContain('hero_title');
    expect(keys).not.toContain('contact_phone');
    expect(keys).not.toContain('menu_highlights');
    expect(added.find((s) => s.key === 'services')).toMatchObject({ type: 'textarea', value: expect.stringContaining('consultation') });
    expect(added.find((s) => s.key === 'contact_email')).toEqual({ key: 'contact_email', type: 'text', value: '' });
  });

  it('a website that has every section of its template needs nothing', () => {
    const all = sectionsMissingFromTemplate('default', []).map((s) => s.key);
    expect(sectionsMissingFromTemplate('default', all)).toEqual([]);
  });
});
