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
