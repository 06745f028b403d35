import { ContentSection, Revision, Website } from '@fw/api-sites-domain';
import { createInMemorySites } from '../testing/in-memory-sites';
import { AdminHistoryService } from './admin-history.service';
import { BlogService } from './blog.service';
import { HistoryService } from './history.service';
import { RevisionRestorer } from './revision-restorer';
import { ReviewTimeline } from './review-timeline';

function setup() {
  const sites = createInMemorySites();
  for (const [id, owner] of [
    ['w-alice', 'alice'],
    ['w-bob', 'bob'],
  ]) {
    const w = Website.create({ id, name: id, ownerId: owner });
    w.createdAt = w.updatedAt = sites.store.now();
    sites.store.websites.set(id, w);
  }
  const restorer = new RevisionRestorer(sites.websites, sites.sections, sites.posts, sites.revisions, sites.activity, sites.settings);
  const timeline = new ReviewTimeline(sites.reviews, sites.revisions, sites.owners);
  return {
    sites,
    blog: new BlogService(
      sites.uow,
      sites.websites,
      sites.posts,
      sites.activity,
      sites.revisions,
      sites.images,
      { now: () => sites.store.now() },
      sites.reviews,
    ),
    history: new HistoryService(
      sites.uow,
      sites.websites,
      sites.sections,
      sites.posts,
      sites.revisions,
      restorer,
      { now: () => sites.store.now() },
      sites.reviews,
      timeline,
    ),
    admin: new AdminHistoryService(sites.uow, sites.websites, sites.sections, sites.posts, sites.revisions, restorer, timeline),
  };
}

describe('HistoryService', () => {
  it("restores a section as a draft to publish unless stale or locked; an admin's restore is published and may write into a locked one", async () => {
    const { sites, history, admin } = setup();
    const section = ContentSection.create({ id: 's1', websiteId: 'w-alice', sectionKey: 'hero_title', contentValue: 'v2' });
    await sites.sections.insert(section);
    const v1 = ContentSection.create({ id: 's1', websiteId: 'w-alice', sectionKey: 'hero_title', contentValue: 'v1' });
    await sites.revisions.append(Revision.forSection('r1', 'alice', 'create', null, v1));
    await expect(history.restoreSection('alice', 's1', 'r1', 2)).rejects.toMatchObject({ code: 'SITES.STALE_SECTION' });
    const restored = await history.restoreSection('alice', 's1', 'r1', 1);
    expect(restored).toMatchObject({ contentValue: 'v2', draftValue: 'v1', version: 2 });
    // Nothing visitors see changed: no revision until the draft is published.
    expect(sites.store.revisions.map((r) => r.action)).toEqual(['create']);
    await expect(history.restoreSection('bob', 's1', 'r1', 2)).rejects.toMatchObject({ code: 'SITES.SECTION_NOT_FOUND' });

    await sites.sections.updateIfVersion('s1', 2, { isLocked: true });
    await expect(history.restoreSection('alice', 's1', 'r1', 3)).rejects.toMatchObject({ code: 'SITES.SECTION_LOCKED' });
    expect((await admin.restore('admin', 'r1')).section).toMatchObject({ contentValue: 'v1', isLocked: true, version: 4 });
  });

  it('restores a deleted post once, with its id and a version after its history', async () => {
    const { sites, blog, history } = setup();
    const post = await blog.create('alice', { title: 'Hello', content: 'Body' });
    await blog.update('alice', post.id, { content: 'Body 2' });
    await blog.delete('alice', post.id);
    expect((await history.deletedPosts('alice')).map((d) => d.revision.itemId)).toEqual([post.id]);
    expect(await history.deletedPosts('bob')).toEqual([]);
    await expect(history.restoreDeletedPost('bob', post.id)).rejects.toMatchObject({ code: 'SITES.DELETED_POST_NOT_FOUND' });
    const back = await history.restoreDeletedPost('alice', post.id);
    expect(back).toMatchObject({ id: post.id, title: 'Hello', content: 'Body 2', version: 3 });
    await expect(history.restoreDeletedPost('alice', post.id)).rejects.toMatchObject({ code: 'SITES.POST_EXISTS' });
    expect(sites.store.activity.at(-1)?.action).toBe('Restored deleted blog post: Hello');
  });
});
