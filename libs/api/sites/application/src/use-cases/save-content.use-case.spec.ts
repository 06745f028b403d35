import { ContentSection, Website } from '@fw/api-sites-domain';
import { createInMemorySites } from '../testing/in-memory-sites';
import { SaveContentUseCase } from './save-content.use-case';

const ALICE = 'a0000000-0000-4000-8000-000000000001';
const BOB = 'b0000000-0000-4000-8000-000000000002';

function setup() {
  const sites = createInMemorySites();
  const useCase = new SaveContentUseCase(sites.sections);
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
  };
}

describe('SaveContentUseCase', () => {
  it('saves changed values, bumps their versions and logs one activity entry with the keys', async () => {
    const { sites, useCase, hero, about } = setup();
    const result = await useCase.execute({
      userId: ALICE,
      sections: [
        { id: hero.id, contentValue: 'New hero', version: 1 },
        { id: about.id, contentValue: 'New about', version: 1 },
      ],
    });
    expect(result.savedKeys).toEqual(['about_text', 'hero_title']);
    expect(result.sections.map((s) => [s.sectionKey, s.contentValue, s.version])).toEqual([
      ['about_text', 'New about', 2],
      ['footer_legal', 'Legal', 1],
      ['hero_title', 'New hero', 2],
    ]);
    expect(sites.store.activity).toHaveLength(1);
    expect(sites.store.activity[0]).toMatchObject({
      userId: ALICE,
      websiteId: 'w-alice',
      action: 'Updated website content',
      details: { sections: ['about_text', 'hero_title'] },
    });
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
    ).rejects.toMatchObject({ code: 'SITES.SECTION_LOCKED', message: 'Section footer_legal is locked by your administrator', details: { section_key: 'footer_legal' } });
    expect(sites.store.sections.get(hero.id)!.contentValue).toBe('Old hero');
    expect(sites.store.sections.get(legal.id)!.contentValue).toBe('Legal');
    expect(sites.store.activity).toHaveLength(0);
  });

  it('refuses a stale version, naming the section, and saves nothing', async () => {
    const { sites, useCase, hero, about } = setup();
    sites.store.sections.get(about.id)!.version = 2;
    await expect(
      useCase.execute({
        userId: ALICE,
        sections: [
          { id: hero.id, contentValue: 'New hero', version: 1 },
          { id: about.id, contentValue: 'Mine', version: 1 },
        ],
      }),
    ).rejects.toMatchObject({ code: 'SITES.STALE_SECTION', details: { section_key: 'about_text' } });
    expect(sites.store.sections.get(hero.id)!.contentValue).toBe('Old hero');
    expect(sites.store.activity).toHaveLength(0);
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
});
