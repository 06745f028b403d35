import { ContentSection, Website } from '@fw/api-sites-domain';
import { createInMemorySites } from '../testing/in-memory-sites';
import { SaveContentUseCase } from './save-content.use-case';

const ALICE = 'a0000000-0000-4000-8000-000000000001';
const BOB = 'b0000000-0000-4000-8000-000000000002';

function setup() {
  const sites = createInMemorySites();
  const useCase = new SaveContentUseCase(sites.uow, sites.sections, sites.images);
  const add = (website: Website) => {
    website.createdAt = website.updatedAt = sites.store.now();
    sites.store.websites.set(website.id, website);
    return website;
  };
  const section = (websiteId: string, key: string, value: string, isLocked = false) => {
    const s = ContentSection.create({ id: `${key}-${websiteId}`, websiteId, sectionKey: key, contentValue: value, isLocked });
    s.createdAt = s.updatedAt = sites.store.now();
    sites.store.sections.set(s.id, s);
    return s;
  };
  const alice = add(Website.create({ id: 'w-alice', name: 'Alice', ownerId: ALICE }));
  const bob = add(Website.create({ id: 'w-bob', name: 'Bob', ownerId: BOB }));
  return {
    sites,
    useCase,
    hero: section(alice.id, 'hero_title', 'Old hero'),
    about: section(alice.id, 'about_text', 'Old about'),
    legal: section(alice.id, 'footer_legal', 'Legal', true),
    bobs: section(bob.id, 'hero_title', 'Bob hero'),
    /** Adds an (empty) image slot to Alice's website. */
    slot: (key: string) => section(alice.id, key, ''),
  };
}

describe('SaveContentUseCase', () => {
  it('saves changed values as drafts and bumps their versions; the published text, the history and the activity stay as they were', async () => {
    const { sites, useCase, hero, about } = setup();
    const result = await useCase.execute({
      userId: ALICE,
      sections: [
        { id: hero.id, contentValue: 'New hero', version: 1 },
        { id: about.id, contentValue: 'New about', version: 1 },
      ],
    });
    expect(result.savedKeys).toEqual(['about_text', 'hero_title']);
    expect(result.sections.map((s) => [s.sectionKey, s.contentValue, s.draftValue, s.version])).toEqual([
      ['about_text', 'Old about', 'New about', 2],
      ['footer_legal', 'Legal', null, 1],
      ['hero_title', 'Old hero', 'New hero', 2],
    ]);
    expect(sites.store.activity).toHaveLength(0);
    expect(sites.store.revisions).toHaveLength(0);
  });

  it('drops the draft when the text is back to the published one', async () => {
    const { sites, useCase, hero } = setup();
    await useCase.execute({ userId: ALICE, sections: [{ id: hero.id, contentValue: 'Typed', version: 1 }] });
    await useCase.execute({ userId: ALICE, sections: [{ id: hero.id, contentValue: 'Old hero', version: 2 }] });
    expect(sites.store.sections.get(hero.id)).toMatchObject({ contentValue: 'Old hero', draftValue: null, version: 3 });
  });

  it('leaves unchanged values alone and logs nothing when nothing changed', async () => {
    const { sites, useCase, hero } = setup();
    const result = await useCase.execute({ userId: ALICE, sections: [{ id: hero.id, contentValue: 'Old hero', version: 1 }] });
    expect(result.savedKeys).toEqual([]);
    expect(sites.store.sections.get(hero.id)!.version).toBe(1);
    expect(sites.store.activity).toHaveLength(0);
  });

  it('refuses the whole batch when one section is locked, naming it', async () => {
    const { sites, useCase, hero, legal } = setup();
    await expect(
      useCase.execute({
        userId: ALICE,
        sections: [
          { id: hero.id, contentValue: 'New hero', version: 1 },
          { id: legal.id, contentValue: 'Hacked', version: 1 },
        ],
      }),
    ).rejects.toMatchObject({
      code: 'SITES.SECTION_LOCKED',
      message: 'Section footer_legal is locked by your administrator',
      details: { section_key: 'footer_legal' },
    });
    expect(sites.store.sections.get(hero.id)!.contentValue).toBe('Old hero');
    expect(sites.store.sections.get(legal.id)!.contentValue).toBe('Legal');
    expect(sites.store.activity).toHaveLength(0);
  });

  it('saves the sections nobody else changed and reports a stale one with the stored text and the typed one', async () => {
    const { sites, useCase, hero, about } = setup();
    Object.assign(sites.store.sections.get(about.id)!, { contentValue: 'Their about', version: 2 });
    const result = await useCase.execute({
      userId: ALICE,
      sections: [
        { id: hero.id, contentValue: 'New hero', version: 1 },
        { id: about.id, contentValue: 'My about', version: 1 },
      ],
    });
    expect(result.savedKeys).toEqual(['hero_title']);
    expect(result.conflicts.map((c) => [c.theirs.sectionKey, c.theirs.contentValue, c.theirs.version, c.yours])).toEqual([
      ['about_text', 'Their about', 2, 'My about'],
    ]);
    expect(sites.store.sections.get(hero.id)).toMatchObject({ draftValue: 'New hero', version: 2 });
    expect(sites.store.sections.get(about.id)).toMatchObject({ contentValue: 'Their about', draftValue: null, version: 2 });
  });

  it('writes nothing, and logs nothing, when every changed section is stale', async () => {
    const { sites, useCase, hero } = setup();
    Object.assign(sites.store.sections.get(hero.id)!, { contentValue: 'Their hero', version: 5 });
    const result = await useCase.execute({ userId: ALICE, sections: [{ id: hero.id, contentValue: 'My hero', version: 1 }] });
    expect(result.savedKeys).toEqual([]);
    expect(result.conflicts).toHaveLength(1);
    expect(sites.store.activity).toHaveLength(0);
    expect(sites.store.revisions).toHaveLength(0);
  });

  it('is no conflict when the stale section already holds the typed text', async () => {
    const { sites, useCase, hero } = setup();
    Object.assign(sites.store.sections.get(hero.id)!, { contentValue: 'Same words', version: 3 });
    const result = await useCase.execute({ userId: ALICE, sections: [{ id: hero.id, contentValue: 'Same words', version: 1 }] });
    expect(result).toMatchObject({ savedKeys: [], conflicts: [] });
    expect(sites.store.sections.get(hero.id)!.version).toBe(3);
  });

  it('reports a section saved elsewhere between the read and the write as a conflict', async () => {
    const { sites, useCase, hero, about } = setup();
    // Another writer lands after this save read the sections, before it wrote them.
    const update = sites.sections.updateIfVersion.bind(sites.sections);
    let raced = false;
    sites.sections.updateIfVersion = async (id, expected, changes, options) => {
      if (id === about.id && !raced) {
        raced = true;
        await update(id, expected, { draftValue: 'Racer' });
      }
      return update(id, expected, changes, options);
    };
    const result = await useCase.execute({
      userId: ALICE,
      sections: [
        { id: hero.id, contentValue: 'New hero', version: 1 },
        { id: about.id, contentValue: 'My about', version: 1 },
      ],
    });
    expect(result.savedKeys).toEqual(['hero_title']);
    expect(result.conflicts.map((c) => [c.theirs.sectionKey, c.theirs.draftValue, c.yours])).toEqual([['about_text', 'Racer', 'My about']]);
    expect(sites.store.sections.get(about.id)!.draftValue).toBe('Racer');
  });

  it('refuses the whole save when a section is locked between the read and the write, undoing what it wrote', async () => {
    const { sites, useCase, hero, about } = setup();
    const update = sites.sections.updateIfVersion.bind(sites.sections);
    sites.sections.updateIfVersion = async (id, expected, changes, options) => {
      if (id === hero.id) sites.store.sections.get(hero.id)!.isLocked = true;
      return update(id, expected, changes, options);
    };
    await expect(
      useCase.execute({
        userId: ALICE,
        sections: [
          { id: hero.id, contentValue: 'New hero', version: 1 },
          { id: about.id, contentValue: 'New about', version: 1 },
        ],
      }),
    ).rejects.toMatchObject({ code: 'SITES.SECTION_LOCKED', details: { section_key: 'hero_title' } });
    expect(sites.store.sections.get(about.id)).toMatchObject({ contentValue: 'Old about', draftValue: null });
  });

  it("refuses values against the website's template, naming the section by its label, before anything is written", async () => {
    const { sites, useCase, hero, about } = setup();
    sites.store.websites.get('w-alice')!.template = 'restaurant';
    const edits = (heroValue: string) => [
      { id: about.id, contentValue: 'Would be saved', version: 1 },
      { id: hero.id, contentValue: heroValue, version: 1 },
    ];
    await expect(useCase.execute({ userId: ALICE, sections: edits('x'.repeat(81)) })).rejects.toMatchObject({
      code: 'SITES.INVALID_FIELD',
      message: 'Headline must be at most 80 characters',
      details: { fields: { hero_title: ['Headline must be at most 80 characters'] } },
    });
    await expect(useCase.execute({ userId: ALICE, sections: edits('One\nTwo') })).rejects.toThrow('Headline must fit on one line');
    expect(sites.store.sections.get(about.id)).toMatchObject({ draftValue: null, version: 1 });
    expect(sites.store.sections.get(hero.id)).toMatchObject({ draftValue: null, version: 1 });
  });

  it("does not find another client's section", async () => {
    const { sites, useCase, bobs } = setup();
    await expect(useCase.execute({ userId: ALICE, sections: [{ id: bobs.id, contentValue: 'Mine now', version: 1 }] })).rejects.toMatchObject({
      code: 'SITES.SECTION_NOT_FOUND',
    });
    expect(sites.store.sections.get(bobs.id)!.contentValue).toBe('Bob hero');
  });

  it('answers NO_WEBSITE for a user without a website and refuses duplicates', async () => {
    const { useCase, hero } = setup();
    await expect(useCase.execute({ userId: 'c0000000-0000-4000-8000-000000000003', sections: [] })).rejects.toMatchObject({ code: 'SITES.NO_WEBSITE' });
    await expect(
      useCase.execute({
        userId: ALICE,
        sections: [
          { id: hero.id, contentValue: 'a', version: 1 },
          { id: hero.id, contentValue: 'b', version: 1 },
        ],
      }),
    ).rejects.toMatchObject({ code: 'SITES.INVALID_FIELD' });
  });

  describe('image slots', () => {
    const MINE = 'c0000000-0000-4000-8000-000000000003';
    const THEIRS = 'd0000000-0000-4000-8000-000000000004';

    it('takes the website’s own library images and refuses another website’s, naming the slot, before anything is written', async () => {
      const { sites, useCase, slot, hero } = setup();
      const aboutImage = slot('about_image');
      const gallery = slot('gallery');
      sites.images.library.set(MINE, 'w-alice');
      sites.images.library.set(THEIRS, 'w-bob');

      const refused = useCase.execute({
        userId: ALICE,
        sections: [
          { id: hero.id, contentValue: 'New hero', version: 1 },
          { id: gallery.id, contentValue: `image:${MINE}\nimage:${THEIRS}`, version: 1 },
        ],
      });
      await expect(refused).rejects.toMatchObject({ code: 'SITES.INVALID_FIELD', details: { fields: { gallery: [expect.stringMatching(/library/)] } } });
      expect(sites.store.sections.get(hero.id)!.draftValue).toBeNull();
      expect(sites.store.sections.get(gallery.id)!.draftValue).toBeNull();

      const saved = await useCase.execute({ userId: ALICE, sections: [{ id: aboutImage.id, contentValue: `image:${MINE}`, version: 1 }] });
      expect(saved.savedKeys).toEqual(['about_image']);
      expect(sites.store.sections.get(aboutImage.id)!.draftValue).toBe(`image:${MINE}`);
    });
  });
});
