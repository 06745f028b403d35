import { ContentSection, planContentDiscard, planContentPublish, planContentSave } from './content-section.entity';

function section(key: string, published: string, draft: string | null = null, version = 1, isLocked = false): ContentSection {
  const s = ContentSection.create({ id: `id-${key}`, websiteId: 'w', sectionKey: key, contentValue: published, isLocked });
  s.draftValue = draft;
  s.version = version;
  return s;
}

describe('a section draft', () => {
  it('is what the editor shows when there is one, else the published text', () => {
    expect(section('hero_title', 'Live', 'Draft').draftText()).toBe('Draft');
    expect(section('hero_title', 'Live').draftText()).toBe('Live');
  });

  it('is judged against the draft, not the published text', () => {
    expect(section('hero_title', 'Live', 'Draft').judgeEdit('Draft', 1)).toBe('unchanged');
    expect(section('hero_title', 'Live', 'Draft').judgeEdit('Live', 1)).toBe('write');
  });

  it('is dropped when the typed text equals the published text again', () => {
    const s = section('hero_title', 'Live', 'Draft');
    expect(s.draftFor('Live')).toBeNull();
    expect(s.draftFor('Other')).toBe('Other');
  });
});

describe('planContentSave as a draft', () => {
  it('writes the typed text as the draft and leaves the published text alone', () => {
    const hero = section('hero_title', 'Live');
    const plan = planContentSave([hero], [{ id: hero.id, contentValue: 'Typed', version: 1 }], 'default');
    expect(plan.writes.map((w) => w.write)).toEqual([{ id: hero.id, version: 1, contentValue: 'Live', draftValue: 'Typed' }]);
  });

  it('lets a required section be empty while it is only a draft', () => {
    const hero = section('hero_title', 'Live');
    expect(planContentSave([hero], [{ id: hero.id, contentValue: '', version: 1 }], 'default').writes).toHaveLength(1);
  });

  it('still refuses a draft that breaks the kind of its section', () => {
    const phone = section('contact_phone', '(561) 555-0142');
    expect(() => planContentSave([phone], [{ id: phone.id, contentValue: 'call me', version: 1 }], 'default')).toThrow(
      expect.objectContaining({ code: 'SITES.INVALID_FIELD' }),
    );
  });
});

describe('planContentPublish', () => {
  it('makes each draft the published text and clears it, in key order', () => {
    const hero = section('hero_title', 'Live', 'New headline', 3);
    const about = section('about_text', 'About', 'New about', 2);
    const plan = planContentPublish(
      [hero, about],
      [
        { id: hero.id, version: 3 },
        { id: about.id, version: 2 },
      ],
      'default',
    );
    expect(plan.map((w) => w.write)).toEqual([
      { id: about.id, version: 2, contentValue: 'New about', draftValue: null },
      { id: hero.id, version: 3, contentValue: 'New headline', draftValue: null },
    ]);
  });

  it('skips sections without a draft', () => {
    const hero = section('hero_title', 'Live');
    expect(planContentPublish([hero], [{ id: hero.id, version: 1 }], 'default')).toEqual([]);
  });

  it('refuses an empty required section, by its label', () => {
    const hero = section('hero_title', 'Live', '  ');
    expect(() => planContentPublish([hero], [{ id: hero.id, version: 1 }], 'default')).toThrow(
      expect.objectContaining({ code: 'SITES.INVALID_FIELD', message: 'Headline is required', details: { fields: { hero_title: ['Headline is required'] } } }),
    );
  });

  it('refuses a draft read at another version: what is published must be what was seen', () => {
    const hero = section('hero_title', 'Live', 'Theirs', 4);
    expect(() => planContentPublish([hero], [{ id: hero.id, version: 3 }], 'default')).toThrow(expect.objectContaining({ code: 'SITES.STALE_SECTION' }));
  });

  it('refuses a locked section', () => {
    const legal = section('footer_legal', 'Legal', 'Hacked', 1, true);
    expect(() => planContentPublish([legal], [{ id: legal.id, version: 1 }], null)).toThrow(expect.objectContaining({ code: 'SITES.SECTION_LOCKED' }));
  });
});

describe('planContentDiscard', () => {
  it('clears each draft back to the published text', () => {
    const hero = section('hero_title', 'Live', 'Draft', 2);
    expect(planContentDiscard([hero], [{ id: hero.id, version: 2 }]).map((w) => w.write)).toEqual([
      { id: hero.id, version: 2, contentValue: 'Live', draftValue: null },
    ]);
  });

  it('refuses a locked section and a stale read', () => {
    expect(() => planContentDiscard([section('a', 'L', 'D', 1, true)], [{ id: 'id-a', version: 1 }])).toThrow(
      expect.objectContaining({ code: 'SITES.SECTION_LOCKED' }),
    );
    expect(() => planContentDiscard([section('a', 'L', 'D', 2)], [{ id: 'id-a', version: 1 }])).toThrow(
      expect.objectContaining({ code: 'SITES.STALE_SECTION' }),
    );
  });
});
