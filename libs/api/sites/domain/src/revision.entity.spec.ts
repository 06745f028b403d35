import { ActivityEntry } from './activity-entry.entity';
import { BlogPost } from './blog-post.entity';
import { ContentSection } from './content-section.entity';
import { humanSectionKey, postEditsOf, postSnapshot, Revision, sameLivePost, sectionChangeAction, shortDay } from './revision.entity';

describe('Revision', () => {
  const section = (value: string, locked = false, version = 1) => {
    const s = ContentSection.create({ id: 's', websiteId: 'w', sectionKey: 'hero_title', contentValue: value, isLocked: locked });
    s.version = version;
    return s;
  };

  it('records a section change with the version after it, and a delete with none', () => {
    expect(Revision.forSection('r', 'u', 'update', section('a'), section('b', false, 2))).toMatchObject({
      itemType: 'section',
      itemLabel: 'hero_title',
      version: 2,
      previous: { content_value: 'a', is_locked: false },
      next: { content_value: 'b', is_locked: false },
    });
    const deleted = Revision.forSection('r', 'u', 'delete', section('a'), null);
    expect(deleted).toMatchObject({ version: null, next: null, previous: { content_value: 'a' } });
    expect(deleted.restoredState()).toEqual({ content_value: 'a', is_locked: false });
  });

  it('calls a change of the lock alone a lock or unlock', () => {
    expect(sectionChangeAction({ content_value: 'a', is_locked: false }, { content_value: 'a', is_locked: true })).toBe('lock');
    expect(sectionChangeAction({ content_value: 'a', is_locked: true }, { content_value: 'a', is_locked: false })).toBe('unlock');
    expect(sectionChangeAction({ content_value: 'a', is_locked: false }, { content_value: 'b', is_locked: true })).toBe('update');
  });

  it('keeps a post’s schedule and brings it back only when the snapshot has one', () => {
    const post = BlogPost.create({ id: 'p', websiteId: 'w', title: 'T', publishAt: new Date('2026-12-01T14:00:00Z') });
    expect(postSnapshot(post)).toEqual({ title: 'T', content: '', published: false, publish_at: '2026-12-01T14:00:00.000Z', cover_image: '' });
    expect(postEditsOf({ title: 'T', content: '', published: false, publish_at: null })).toMatchObject({ publishAt: null });
    expect(postEditsOf({ title: 'T', content: '', published: false })).not.toHaveProperty('publishAt');
  });

  it('keeps a post’s cover and brings it back only when the snapshot has one', () => {
    const cover = 'image:0b9d6f0e-4b8e-4f7a-9a59-1f0c7c5e2d11';
    const post = BlogPost.create({ id: 'p', websiteId: 'w', title: 'T', coverImage: cover });
    expect(postSnapshot(post).cover_image).toBe(cover);
    expect(postEditsOf(postSnapshot(post))).toMatchObject({ coverImage: cover });
    expect(postEditsOf({ title: 'T', content: '', published: false })).not.toHaveProperty('coverImage');
    expect(sameLivePost(postSnapshot(post), { ...postSnapshot(post), cover_image: '' })).toBe(false);
  });

  it('dates and names a restore as people read it, in the business time zone', () => {
    expect(humanSectionKey('hero_title')).toBe('hero title');
    expect(shortDay(new Date('2026-11-21T02:00:00Z'), 'America/New_York')).toBe('Nov 20');
    expect(shortDay(new Date('2026-11-21T02:00:00Z'), 'UTC')).toBe('Nov 21');
    const entry = ActivityEntry.sectionRestored('1', 'u', 'w', 'hero_title', new Date('2026-11-20T15:00:00Z'), 'America/New_York', 'r');
    expect(entry.action).toBe('Restored hero title to the version of Nov 20');
  });
});
