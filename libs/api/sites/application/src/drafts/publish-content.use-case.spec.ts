import { ContentSection, Website } from '@fw/api-sites-domain';
import { createInMemorySites } from '../testing/in-memory-sites';
import { ContentPublisher } from './content-publisher';
import { PublishContentUseCase } from './publish-content.use-case';

const ALICE = 'a0000000-0000-4000-8000-000000000001';

function setup(options: { requiresReview?: boolean } = {}) {
  const sites = createInMemorySites();
  const useCase = new PublishContentUseCase(sites.uow, sites.sections, new ContentPublisher(sites.sections, sites.journal));
  const website = Website.create({ id: 'w-alice', name: 'Alice', ownerId: ALICE, template: 'default' });
  website.requiresReview = options.requiresReview ?? false;
  website.createdAt = website.updatedAt = sites.store.now();
  sites.store.websites.set(website.id, website);
  const section = (key: string, published: string, draft: string | null) => {
    const s = ContentSection.create({ id: key, websiteId: website.id, sectionKey: key, contentValue: published });
    s.draftValue = draft;
    s.createdAt = s.updatedAt = sites.store.now();
    sites.store.sections.set(s.id, s);
    return s;
  };
  return { sites, useCase, hero: section('hero_title', 'Live', 'Draft'), about: section('about_text', 'About', 'New about') };
}

describe('PublishContentUseCase', () => {
  it('publishes every named draft at once, with a revision each and one activity entry', async () => {
    const { sites, useCase, hero, about } = setup();
    const result = await useCase.publish(ALICE, [
      { id: hero.id, version: 1 },
      { id: about.id, version: 1 },
    ]);
    expect(result.keys).toEqual(['about_text', 'hero_title']);
    expect(sites.store.sections.get(hero.id)).toMatchObject({ contentValue: 'Draft', draftValue: null, version: 2 });
    expect(sites.store.revisions.map((r) => [r.itemLabel, r.previous, r.next])).toEqual([
      ['about_text', { content_value: 'About', is_locked: false }, { content_value: 'New about', is_locked: false }],
      ['hero_title', { content_value: 'Live', is_locked: false }, { content_value: 'Draft', is_locked: false }],
    ]);
    expect(sites.store.activity.map((a) => [a.action, a.details])).toEqual([['Published website content', { sections: ['about_text', 'hero_title'] }]]);
  });

  it('publishes nothing when one section moved since it was read (all or nothing)', async () => {
    const { sites, useCase, hero, about } = setup();
    sites.store.sections.get(about.id)!.version = 2;
    await expect(
      useCase.publish(ALICE, [
        { id: hero.id, version: 1 },
        { id: about.id, version: 1 },
      ]),
    ).rejects.toMatchObject({ code: 'SITES.STALE_SECTION' });
    expect(sites.store.sections.get(hero.id)).toMatchObject({ contentValue: 'Live', draftValue: 'Draft' });
    expect(sites.store.revisions).toHaveLength(0);
  });

  it('refuses a client publish on a website that requires review, writing nothing', async () => {
    const { sites, useCase, hero } = setup({ requiresReview: true });
    await expect(useCase.publish(ALICE, [{ id: hero.id, version: 1 }])).rejects.toMatchObject({ code: 'SITES.REVIEW_REQUIRED' });
    expect(sites.store.sections.get(hero.id)).toMatchObject({ contentValue: 'Live', draftValue: 'Draft', version: 1 });
  });

  it('discards drafts back to the published text, leaving no revision', async () => {
    const { sites, useCase, hero } = setup({ requiresReview: true });
    await useCase.discard(ALICE, [{ id: hero.id, version: 1 }]);
    expect(sites.store.sections.get(hero.id)).toMatchObject({ contentValue: 'Live', draftValue: null, version: 2 });
    expect(sites.store.revisions).toHaveLength(0);
  });
});
