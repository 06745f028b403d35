import { Website } from '@fw/api-sites-domain';
import { createInMemorySites } from '../testing/in-memory-sites';
import { BlogService } from './blog.service';

const ALICE = 'alice';
const BOB = 'bob';

function setup() {
  const sites = createInMemorySites();
  for (const [id, owner] of [
    ['w-alice', ALICE],
    ['w-bob', BOB],
  ]) {
    const w = Website.create({ id, name: id, ownerId: owner });
    w.createdAt = w.updatedAt = sites.store.now();
    sites.store.websites.set(id, w);
  }
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
  };
}

describe('BlogService', () => {
  it('creates drafts, lists newest first and logs each change once', async () => {
    const { sites, blog } = setup();
    const first = await blog.create(ALICE, { title: 'First' });
    await blog.create(ALICE, { title: 'Second', published: true });
    expect(first.published).toBe(false);
    expect((await blog.list(ALICE)).map((p) => p.title)).toEqual(['Second', 'First']);
    await blog.update(ALICE, first.id, { title: 'First, edited' });
    await blog.delete(ALICE, first.id);
    expect(sites.store.activity.map((a) => a.action)).toEqual([
      'Created blog post: First',
      'Created blog post: Second',
      'Updated blog post: First, edited',
      'Deleted blog post: First, edited',
    ]);
  });

  it("does not find another client's post and changes nothing", async () => {
    const { sites, blog } = setup();
    const post = await blog.create(ALICE, { title: 'Mine' });
    await expect(blog.update(BOB, post.id, { title: 'Yours' })).rejects.toMatchObject({ code: 'SITES.POST_NOT_FOUND' });
    await expect(blog.delete(BOB, post.id)).rejects.toMatchObject({ code: 'SITES.POST_NOT_FOUND' });
    expect(sites.store.posts.get(post.id)!.title).toBe('Mine');
    expect(sites.store.activity.filter((a) => a.userId === BOB)).toEqual([]);
  });

  it('rolls back when the edit is invalid: no change, no activity', async () => {
    const { sites, blog } = setup();
    const post = await blog.create(ALICE, { title: 'Mine' });
    await expect(blog.update(ALICE, post.id, { title: '   ' })).rejects.toMatchObject({ code: 'SITES.INVALID_FIELD' });
    expect(sites.store.posts.get(post.id)!.title).toBe('Mine');
    expect(sites.store.activity).toHaveLength(1);
  });

  it('counts a version per edit and refuses an edit sent with an older one: no change, no activity', async () => {
    const { sites, blog } = setup();
    const post = await blog.create(ALICE, { title: 'Mine' });
    expect(post.version).toBe(1);
    const edited = await blog.update(ALICE, post.id, { content: 'First words', version: 1 });
    expect(edited.version).toBe(2);
    await expect(blog.update(ALICE, post.id, { content: 'Typed on the phone', version: 1 })).rejects.toMatchObject({
      code: 'SITES.STALE_POST',
      details: { version: 2 },
    });
    expect(sites.store.posts.get(post.id)).toMatchObject({ content: 'First words', version: 2 });
    expect(sites.store.activity).toHaveLength(2);
    // Without a version (the publish switch of an API caller) the edit applies to the latest.
    expect(await blog.update(ALICE, post.id, { published: true })).toMatchObject({ content: 'First words', published: true, version: 3 });
  });

  it('answers NO_WEBSITE to a user without a website, for the list too', async () => {
    const { blog } = setup();
    await expect(blog.create('carol', { title: 'x' })).rejects.toMatchObject({ code: 'SITES.NO_WEBSITE' });
    await expect(blog.list('carol')).rejects.toMatchObject({ code: 'SITES.NO_WEBSITE' });
  });

  describe('drafts of a published post', () => {
    async function published() {
      const ctx = setup();
      const post = await ctx.blog.create(ALICE, { title: 'Live', content: 'Live text', published: true });
      return { ...ctx, post };
    }

    it('saves edits as a draft without a revision or log line, and publishes them with one', async () => {
      const { sites, blog, post } = await published();
      const draft = await blog.update(ALICE, post.id, { title: 'Live, edited', content: 'New text', version: 1 });
      expect(sites.store.posts.get(post.id)).toMatchObject({ title: 'Live', content: 'Live text', draftTitle: 'Live, edited', draftContent: 'New text' });
      expect(sites.store.revisions).toHaveLength(1);
      expect(sites.store.activity).toHaveLength(1);
      const live = await blog.publish(ALICE, post.id, draft.version);
      expect(live).toMatchObject({ title: 'Live, edited', content: 'New text', draftTitle: null });
      expect(sites.store.revisions.map((r) => r.action)).toEqual(['create', 'update']);
      expect(sites.store.revisions[1].next).toMatchObject({ title: 'Live, edited', content: 'New text' });
      expect(sites.store.activity.map((a) => a.action)).toEqual(['Created blog post: Live', 'Published blog post: Live, edited']);
    });

    it('discards a draft back to the live text', async () => {
      const { sites, blog, post } = await published();
      const draft = await blog.update(ALICE, post.id, { content: 'New text' });
      await blog.discardDraft(ALICE, post.id, draft.version);
      expect(sites.store.posts.get(post.id)).toMatchObject({ content: 'Live text', draftContent: null });
      await expect(blog.publish(ALICE, post.id, draft.version + 1)).rejects.toMatchObject({ code: 'SITES.NOTHING_TO_PUBLISH' });
    });

    it("never publishes or discards another client's post", async () => {
      const { sites, blog, post } = await published();
      const draft = await blog.update(ALICE, post.id, { content: 'New text' });
      await expect(blog.publish(BOB, post.id, draft.version)).rejects.toMatchObject({ code: 'SITES.POST_NOT_FOUND' });
      await expect(blog.discardDraft(BOB, post.id, draft.version)).rejects.toMatchObject({ code: 'SITES.POST_NOT_FOUND' });
      expect(sites.store.posts.get(post.id)).toMatchObject({ content: 'Live text', draftContent: 'New text' });
    });

    it('lets a client draft on a website that requires review, and refuses the publish', async () => {
      const { sites, blog, post } = await published();
      sites.store.websites.get('w-alice')!.requiresReview = true;
      const draft = await blog.update(ALICE, post.id, { content: 'New text' });
      await expect(blog.publish(ALICE, post.id, draft.version)).rejects.toMatchObject({ code: 'SITES.REVIEW_REQUIRED' });
      // Every other way to make it live is refused too.
      await expect(blog.update(ALICE, post.id, { published: false })).rejects.toMatchObject({ code: 'SITES.REVIEW_REQUIRED' });
      expect(sites.store.posts.get(post.id)).toMatchObject({ content: 'Live text', draftContent: 'New text', published: true });
    });
  });
});
