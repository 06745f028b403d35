import { ActivityEntry } from './activity-entry.entity';
import { BlogPost } from './blog-post.entity';
import { checkContentType, checkSectionKey } from './content-section.entity';

describe('BlogPost', () => {
  it('is a draft by default and trims the title', () => {
    const post = BlogPost.create({ id: 'p', websiteId: 'w', title: '  Hello ' });
    expect(post).toMatchObject({ title: 'Hello', content: '', published: false });
  });

  it('edits only what is given and enforces the bounds', () => {
    const post = BlogPost.create({ id: 'p', websiteId: 'w', title: 'Hello', content: 'Body' });
    post.edit({ published: true });
    expect(post).toMatchObject({ title: 'Hello', content: 'Body', published: true });
    expect(() => post.edit({ title: ' ' })).toThrow('title must be 1 to 200 characters');
    expect(() => post.edit({ content: 'x'.repeat(50_001) })).toThrow('content must be at most 50000 characters');
    expect(post.title).toBe('Hello');
  });
});

describe('BlogPost schedule', () => {
  it('is public when published, or from its publish_at on', () => {
    const at = new Date('2026-12-01T14:00:00Z');
    const post = BlogPost.create({ id: 'p', websiteId: 'w', title: 'Soon', publishAt: at });
    expect(post.isPublicAt(new Date(at.getTime() - 1000))).toBe(false);
    expect(post.isPublicAt(at)).toBe(true);
    post.edit({ publishAt: null });
    expect(post.isPublicAt(new Date('2030-01-01T00:00:00Z'))).toBe(false);
    post.edit({ published: true });
    expect(post.isPublicAt(new Date(0))).toBe(true);
    expect(() => post.edit({ publishAt: new Date('nope') })).toThrow('publish_at must be a date and time');
  });
});

describe('section rules', () => {
  it('accepts lower-case keys with digits and underscores only', () => {
    expect(checkSectionKey('hero_title_2')).toBe('hero_title_2');
    for (const bad of ['', 'Hero', 'hero-title', 'hero title', 'k'.repeat(101)]) expect(() => checkSectionKey(bad)).toThrow();
    expect(checkContentType('textarea')).toBe('textarea');
    for (const bad of ['', 'Text', '1text', 'x'.repeat(31)]) expect(() => checkContentType(bad)).toThrow();
  });
});

describe('ActivityEntry', () => {
  it('uses the spec texts', () => {
    expect(ActivityEntry.contentUpdated('1', 'u', 'w', ['a', 'b'])).toMatchObject({ action: 'Updated website content', details: { sections: ['a', 'b'] } });
    expect(ActivityEntry.postCreated('1', 'u', 'w', 'T').action).toBe('Created blog post: T');
    expect(ActivityEntry.postUpdated('1', 'u', 'w', 'T').action).toBe('Updated blog post: T');
    expect(ActivityEntry.postDeleted('1', 'u', 'w', 'T').action).toBe('Deleted blog post: T');
  });
});

describe('BlogPost drafts', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const livePost = () => {
    const post = BlogPost.create({ id: 'p', websiteId: 'w', title: 'Live title', content: 'Live text', published: true });
    return post;
  };

  it('keeps a never-published post as its own draft: edits change its text directly', () => {
    const post = BlogPost.create({ id: 'p', websiteId: 'w', title: 'Idea' });
    post.edit({ title: 'Better idea', content: 'Words' }, now);
    expect(post).toMatchObject({ title: 'Better idea', content: 'Words', draftTitle: null, draftContent: null });
    expect(post.hasDraft()).toBe(false);
  });

  it('keeps the live text of a public post while its edits become the draft', () => {
    const post = livePost();
    post.edit({ content: 'New text' }, now);
    expect(post).toMatchObject({ title: 'Live title', content: 'Live text', draftTitle: 'Live title', draftContent: 'New text', version: 2 });
    post.edit({ title: '  New title ' }, now);
    expect(post.draftText()).toEqual({ title: 'New title', content: 'New text', coverImage: '' });
    expect(post.title).toBe('Live title');
  });

  it('drops a draft typed back to the live text', () => {
    const post = livePost();
    post.edit({ content: 'New text' }, now);
    post.edit({ content: 'Live text' }, now);
    expect(post.hasDraft()).toBe(false);
  });

  it('treats a post scheduled in the past as public and one scheduled later as not yet', () => {
    const past = BlogPost.create({ id: 'p', websiteId: 'w', title: 'T', content: 'Old', publishAt: new Date('2026-11-01T00:00:00Z') });
    past.edit({ content: 'New' }, now);
    expect([past.content, past.draftContent]).toEqual(['Old', 'New']);
    const later = BlogPost.create({ id: 'q', websiteId: 'w', title: 'T', content: 'Old', publishAt: new Date('2026-12-01T00:00:00Z') });
    later.edit({ content: 'New' }, now);
    expect([later.content, later.draftContent]).toEqual(['New', null]);
  });

  it('publishes the draft at the version read, and refuses another version or nothing to publish', () => {
    const post = livePost();
    post.edit({ title: 'New title', content: 'New text' }, now);
    expect(() => post.publish(1, now)).toThrow(expect.objectContaining({ code: 'SITES.STALE_POST' }));
    post.publish(2, now);
    expect(post).toMatchObject({ title: 'New title', content: 'New text', draftTitle: null, draftContent: null, published: true, version: 3 });
    expect(() => post.publish(3, now)).toThrow(expect.objectContaining({ code: 'SITES.NOTHING_TO_PUBLISH' }));
  });

  it('publishes a never-published post as it is', () => {
    const post = BlogPost.create({ id: 'p', websiteId: 'w', title: 'Idea', content: 'Words' });
    post.publish(1, now);
    expect(post).toMatchObject({ title: 'Idea', content: 'Words', published: true, version: 2 });
  });

  it('schedules a post not public yet when asked to go live later, and publishes a public one at once', () => {
    const later = new Date('2026-12-01T09:00:00Z');
    const idea = BlogPost.create({ id: 'p', websiteId: 'w', title: 'Idea', content: 'Words' });
    idea.publish(1, now, later);
    expect(idea).toMatchObject({ published: false, publishAt: later, version: 2 });
    expect(idea.isPublicAt(now)).toBe(false);
    const live = livePost();
    live.edit({ content: 'New text' }, now);
    live.publish(2, now, later);
    expect(live).toMatchObject({ content: 'New text', published: true, publishAt: null, draftContent: null });
  });

  it("drafts a public post's new cover with its text, and publishes them together", () => {
    const cover = 'image:0b9d6f0e-4b8e-4f7a-9a59-1f0c7c5e2d11';
    const post = livePost();
    post.edit({ coverImage: cover }, now);
    expect(post).toMatchObject({ coverImage: '', draftCoverImage: cover, draftTitle: 'Live title', version: 2 });
    expect(post.draftText().coverImage).toBe(cover);
    post.publish(2, now);
    expect(post).toMatchObject({ coverImage: cover, draftCoverImage: null, draftTitle: null });
    post.edit({ coverImage: '' }, now);
    post.edit({ coverImage: cover }, now);
    expect(post.hasDraft()).toBe(false);
  });

  it('discards a draft back to the live text, at the version read', () => {
    const post = livePost();
    post.edit({ content: 'New text' }, now);
    expect(() => post.discardDraft(1)).toThrow(expect.objectContaining({ code: 'SITES.STALE_POST' }));
    expect(post.discardDraft(2)).toBe(true);
    expect(post).toMatchObject({ content: 'Live text', draftContent: null, version: 3 });
    expect(post.discardDraft(3)).toBe(false);
    expect(post.version).toBe(3);
  });

  it('refuses invalid draft text without changing anything', () => {
    const post = livePost();
    expect(() => post.edit({ title: ' ' }, now)).toThrow('title must be 1 to 200 characters');
    expect(() => post.edit({ content: 'x'.repeat(50_001) }, now)).toThrow('content must be at most 50000 characters');
    expect(post).toMatchObject({ draftTitle: null, version: 1 });
  });

  it('folds the draft into the text when the post is taken off the site', () => {
    const post = livePost();
    post.edit({ content: 'New text' }, now);
    post.edit({ published: false }, now);
    expect(post).toMatchObject({ content: 'New text', draftContent: null, published: false });
  });

  it("lets an admin's change go live at once and keeps the client's draft", () => {
    const post = livePost();
    post.edit({ content: 'Client draft' }, now);
    post.editLive({ title: 'Restored', content: 'Restored text' });
    expect(post).toMatchObject({ title: 'Restored', content: 'Restored text', draftContent: 'Client draft' });
  });

  it('shows the editor its draft in a conflict', () => {
    const post = livePost();
    post.edit({ content: 'Client draft' }, now);
    expect(post.editorSnapshot()).toMatchObject({ title: 'Live title', content: 'Client draft', published: true });
  });
});
