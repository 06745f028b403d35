import {
  ActivityEntry,
  BlogPost,
  ContentReview,
  ReviewPendingError,
  bySectionKey,
  ContentSection,
  Revision,
  RevisionItemType,
  SectionKeyTakenError,
  Website,
  DomainTakenError,
} from '@fw/api-sites-domain';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { WebsiteRepositoryPort } from '../ports/website.repository.port';
import { ContentSectionRepositoryPort, SectionChanges, VersionedWrite } from '../ports/content-section.repository.port';
import { BlogPostRepositoryPort } from '../ports/blog-post.repository.port';
import { ActivityLogRepositoryPort } from '../ports/activity-log.repository.port';
import { OwnerDirectoryPort, WebsiteOwner } from '../ports/owner-directory.port';
import { ContentSaveJournalPort } from '../ports/content-save-journal.port';
import { HistorySettings, RevisionRepositoryPort, revisionKey, RevisionView, TimelineFilter } from '../ports/revision.repository.port';
import { SiteImagesPort } from '../hosting/site-images.port';
import { ContentReviewRepositoryPort, ReviewView } from '../drafts/content-review.repository.port';

const copy = <T extends object>(value: T): T => Object.assign(Object.create(Object.getPrototypeOf(value)), structuredClone({ ...value }));

/** All sites tables in memory; `transaction` snapshots them and restores on a throw. */
export class InMemorySitesStore {
  websites = new Map<string, Website>();
  sections = new Map<string, ContentSection>();
  posts = new Map<string, BlogPost>();
  activity: ActivityEntry[] = [];
  revisions: Revision[] = [];
  reviews: ContentReview[] = [];
  owners = new Map<string, WebsiteOwner>();
  private clock = 0;

  now(): Date {
    return new Date(Date.UTC(2026, 0, 1) + ++this.clock * 1000);
  }

  snapshot(): () => void {
    const saved = {
      websites: new Map([...this.websites].map(([k, v]) => [k, copy(v)])),
      sections: new Map([...this.sections].map(([k, v]) => [k, copy(v)])),
      posts: new Map([...this.posts].map(([k, v]) => [k, copy(v)])),
      activity: this.activity.map(copy),
      revisions: this.revisions.map(copy),
      reviews: this.reviews.map(copy),
    };
    return () => Object.assign(this, saved);
  }
}

export class FakeUnitOfWork extends UnitOfWorkPort {
  constructor(private readonly store: InMemorySitesStore) {
    super();
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const restore = this.store.snapshot();
    try {
      return await work();
    } catch (error) {
      restore();
      throw error;
    }
  }
}

export class InMemoryWebsiteRepository extends WebsiteRepositoryPort {
  constructor(private readonly store: InMemorySitesStore) {
    super();
  }
  async findById(id: string) {
    const w = this.store.websites.get(id);
    return w ? copy(w) : null;
  }
  async findByOwner(ownerId: string) {
    const w = [...this.store.websites.values()].filter((x) => x.ownerId === ownerId).sort((a, b) => +a.createdAt - +b.createdAt)[0];
    return w ? copy(w) : null;
  }
  async findByDomain(domain: string) {
    const w = [...this.store.websites.values()].find((x) => x.domain === domain);
    return w ? copy(w) : null;
  }
  async save(website: Website) {
    if (website.domain && [...this.store.websites.values()].some((x) => x.domain === website.domain && x.id !== website.id)) {
      throw new DomainTakenError(website.domain);
    }
    website.createdAt ??= this.store.now();
    website.updatedAt = this.store.now();
    this.store.websites.set(website.id, copy(website));
  }
  async touch(websiteId: string) {
    const w = this.store.websites.get(websiteId);
    if (w) w.updatedAt = this.store.now();
  }
  async remove(website: Website) {
    this.store.websites.delete(website.id);
    for (const [id, s] of this.store.sections) if (s.websiteId === website.id) this.store.sections.delete(id);
    for (const [id, p] of this.store.posts) if (p.websiteId === website.id) this.store.posts.delete(id);
  }
}

export class InMemoryContentSectionRepository extends ContentSectionRepositoryPort {
  constructor(private readonly store: InMemorySitesStore) {
    super();
  }
  async findById(id: string) {
    const s = this.store.sections.get(id);
    return s ? copy(s) : null;
  }
  async listByWebsite(websiteId: string) {
    return [...this.store.sections.values()]
      .filter((s) => s.websiteId === websiteId)
      .sort(bySectionKey)
      .map(copy);
  }
  async findInWebsite(websiteId: string, ids: string[]) {
    return ids
      .map((id) => this.store.sections.get(id))
      .filter((s): s is ContentSection => s?.websiteId === websiteId)
      .map(copy);
  }
  async insert(section: ContentSection) {
    if ([...this.store.sections.values()].some((s) => s.websiteId === section.websiteId && s.sectionKey === section.sectionKey)) {
      throw new SectionKeyTakenError(section.sectionKey);
    }
    section.createdAt = section.updatedAt = this.store.now();
    this.store.sections.set(section.id, copy(section));
  }
  async updateIfVersion(id: string, expectedVersion: number, changes: SectionChanges, options: { onlyIfUnlocked?: boolean } = {}) {
    const s = this.store.sections.get(id);
    if (!s || s.version !== expectedVersion || (options.onlyIfUnlocked && s.isLocked)) return null;
    const key = changes.sectionKey;
    if (key && [...this.store.sections.values()].some((o) => o.websiteId === s.websiteId && o.sectionKey === key && o.id !== id)) {
      throw new SectionKeyTakenError(key);
    }
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    Object.assign(s, defined, { version: s.version + 1, updatedAt: this.store.now() });
    return copy(s);
  }
  async findOwnedContent(ownerId: string) {
    const website = [...this.store.websites.values()]
      .filter((w) => w.ownerId === ownerId)
      .sort((a, b) => +a.createdAt - +b.createdAt || (a.id < b.id ? -1 : 1))[0];
    return website
      ? { websiteId: website.id, template: website.template, requiresReview: website.requiresReview, sections: await this.listByWebsite(website.id) }
      : null;
  }
  async updateManyIfVersion(writes: VersionedWrite[], options: { asAdmin?: boolean } = {}) {
    const written: ContentSection[] = [];
    for (const w of writes) {
      const section = await this.updateIfVersion(
        w.id,
        w.version,
        { contentValue: w.contentValue, draftValue: w.draftValue },
        { onlyIfUnlocked: !options.asAdmin },
      );
      if (section) written.push(section);
    }
    return written;
  }
  async delete(id: string) {
    return this.store.sections.delete(id);
  }
}

export class InMemoryBlogPostRepository extends BlogPostRepositoryPort {
  constructor(private readonly store: InMemorySitesStore) {
    super();
  }
  async listByWebsite(websiteId: string, options: { publicAt?: Date; limit?: number } = {}) {
    const publicAt = options.publicAt;
    return [...this.store.posts.values()]
      .filter((p) => p.websiteId === websiteId && (!publicAt || p.isPublicAt(publicAt)))
      .sort((a, b) => +b.createdAt - +a.createdAt)
      .slice(0, options.limit ?? Infinity)
      .map(copy);
  }
  async nextScheduledAfter(websiteId: string, now: Date) {
    const times = [...this.store.posts.values()]
      .filter((p) => p.websiteId === websiteId && !p.published && p.publishAt && p.publishAt > now)
      .map((p) => (p.publishAt as Date).getTime());
    return times.length ? new Date(Math.min(...times)) : null;
  }
  async findInWebsite(websiteId: string, id: string) {
    const p = this.store.posts.get(id);
    return p && p.websiteId === websiteId ? copy(p) : null;
  }
  async save(post: BlogPost) {
    post.createdAt ??= this.store.now();
    post.updatedAt = this.store.now();
    this.store.posts.set(post.id, copy(post));
  }
  async remove(post: BlogPost) {
    this.store.posts.delete(post.id);
  }
}

export class InMemoryActivityLogRepository extends ActivityLogRepositoryPort {
  constructor(private readonly store: InMemorySitesStore) {
    super();
  }
  async append(entry: ActivityEntry) {
    entry.createdAt = this.store.now();
    this.store.activity.push(copy(entry));
  }
  async recentForUser(userId: string, limit: number) {
    return this.store.activity
      .filter((a) => a.userId === userId)
      .sort((a, b) => +b.createdAt - +a.createdAt)
      .slice(0, limit)
      .map(copy);
  }
}

export class InMemoryRevisionRepository extends RevisionRepositoryPort {
  constructor(private readonly store: InMemorySitesStore) {
    super();
  }
  private view = (revision: Revision): RevisionView => {
    const owner = revision.changedBy ? this.store.owners.get(revision.changedBy) : undefined;
    return { revision: copy(revision), changedBy: revision.changedBy ? { id: revision.changedBy, name: owner?.fullName ?? owner?.email ?? '' } : null };
  };
  private newestFirst(): Revision[] {
    return [...this.store.revisions].sort((a, b) => +b.changedAt - +a.changedAt);
  }
  async append(...revisions: Revision[]) {
    for (const r of revisions) {
      r.changedAt = this.store.now();
      this.store.revisions.push(copy(r));
    }
  }
  async findById(id: string) {
    const r = this.store.revisions.find((x) => x.id === id);
    return r ? copy(r) : null;
  }
  async listForItem(itemType: RevisionItemType, itemId: string, limit: number) {
    return this.newestFirst()
      .filter((r) => r.itemType === itemType && r.itemId === itemId)
      .slice(0, limit)
      .map(this.view);
  }
  async listDeletedPosts(websiteId: string, since: Date) {
    const seen = new Set<string>();
    return this.newestFirst()
      .filter((r) => r.websiteId === websiteId && r.itemType === 'post' && r.action === 'delete' && r.changedAt >= since && !this.store.posts.has(r.itemId))
      .filter((r) => !seen.has(r.itemId) && !!seen.add(r.itemId))
      .map(this.view);
  }
  async lockLatestDeletion(websiteId: string, postId: string, since: Date) {
    const r = this.newestFirst().find(
      (x) => x.websiteId === websiteId && x.itemType === 'post' && x.itemId === postId && x.action === 'delete' && x.changedAt >= since,
    );
    return r ? copy(r) : null;
  }
  async idsOfVersions(refs: Array<{ itemType: RevisionItemType; itemId: string; version: number }>) {
    const found = new Map<string, string>();
    for (const ref of refs) {
      const r = this.newestFirst().find((x) => x.itemType === ref.itemType && x.itemId === ref.itemId && x.version === ref.version);
      if (r) found.set(revisionKey(r.itemId, ref.version), r.id);
    }
    return found;
  }
  async lastVersion(itemType: RevisionItemType, itemId: string) {
    return Math.max(0, ...this.store.revisions.filter((r) => r.itemType === itemType && r.itemId === itemId).map((r) => r.version ?? 0));
  }
  async timeline(websiteId: string, filter: TimelineFilter, page: { offset: number; limit: number }) {
    const all = this.newestFirst().filter(
      (r) =>
        r.websiteId === websiteId &&
        (!filter.changedBy || r.changedBy === filter.changedBy) &&
        (!filter.from || r.changedAt >= filter.from) &&
        (!filter.before || r.changedAt < filter.before),
    );
    return { items: all.slice(page.offset, page.offset + page.limit).map(this.view), total: all.length };
  }
}

export class InMemoryOwnerDirectory extends OwnerDirectoryPort {
  constructor(private readonly store: InMemorySitesStore) {
    super();
  }
  async findOwners(ids: string[]) {
    return new Map(ids.flatMap((id) => (this.store.owners.has(id) ? [[id, { ...this.store.owners.get(id)! }] as const] : [])));
  }
}

/** A store with fakes wired to it, for use-case tests. */
/** The three writes the SQL adapter makes in one statement, through the other fakes. */
export class InMemoryContentSaveJournal extends ContentSaveJournalPort {
  constructor(
    private readonly websites: InMemoryWebsiteRepository,
    private readonly revisions: InMemoryRevisionRepository,
    private readonly activity: InMemoryActivityLogRepository,
  ) {
    super();
  }
  async record(websiteId: string, revisions: Revision[], activity: ActivityEntry) {
    await this.revisions.append(...revisions);
    await this.activity.append(activity);
    await this.websites.touch(websiteId);
  }
}

/** Library images by website: `library` maps an image id to its website (none are ready to show). */
export class InMemorySiteImages extends SiteImagesPort {
  readonly library = new Map<string, string>();

  async readyImages(): Promise<Record<string, never>> {
    return {};
  }

  async ownImageIds(websiteId: string, ids: string[]): Promise<Set<string>> {
    return new Set(ids.filter((id) => this.library.get(id) === websiteId));
  }
}

/** Reviews without their views (a use-case test reads the store). */
export class InMemoryContentReviewRepository extends ContentReviewRepositoryPort {
  constructor(private readonly store: InMemorySitesStore) {
    super();
  }
  async insert(review: ContentReview) {
    const open = (r: ContentReview) => r.status === 'pending' && r.websiteId === review.websiteId && (r.post?.id ?? null) === (review.post?.id ?? null);
    if (this.store.reviews.some(open)) throw new ReviewPendingError();
    this.store.reviews.push(copy(review));
  }
  async save(review: ContentReview) {
    this.store.reviews = this.store.reviews.map((r) => (r.id === review.id ? copy(review) : r));
  }
  async findForUpdate(id: string) {
    const r = this.store.reviews.find((x) => x.id === id);
    return r ? copy(r) : null;
  }
  async latestForWebsite(websiteId: string) {
    return this.latest((r) => r.websiteId === websiteId && !r.post);
  }
  async latestForPost(postId: string) {
    return this.latest((r) => r.post?.id === postId);
  }
  async latestForPosts(websiteId: string) {
    const newest = new Map<string, ContentReview>();
    for (const r of this.store.reviews) if (r.websiteId === websiteId && r.post) newest.set(r.post.id, copy(r));
    return [...newest.values()];
  }
  async listForSection(websiteId: string, sectionId: string) {
    return this.store.reviews.filter((r) => r.websiteId === websiteId && !r.post && r.items.some((i) => i.id === sectionId)).map(copy);
  }
  async listForPost(websiteId: string, postId: string) {
    return this.store.reviews.filter((r) => r.websiteId === websiteId && r.post?.id === postId).map(copy);
  }
  async listForWebsite(websiteId: string) {
    return this.store.reviews.filter((r) => r.websiteId === websiteId).map(copy);
  }
  async itemLabels(websiteId: string, itemIds: string[]) {
    const labels = new Map<string, string>();
    for (const id of itemIds) {
      const section = this.store.sections.get(id);
      const post = this.store.posts.get(id);
      if (section?.websiteId === websiteId) labels.set(id, section.sectionKey);
      else if (post?.websiteId === websiteId) labels.set(id, post.title);
    }
    return labels;
  }
  async listWaiting(): Promise<ReviewView[]> {
    return [];
  }
  async findView(): Promise<ReviewView | null> {
    return null;
  }
  private latest(match: (r: ContentReview) => boolean) {
    const found = this.store.reviews.filter(match).at(-1);
    return found ? copy(found) : null;
  }
}

export function createInMemorySites() {
  const store = new InMemorySitesStore();
  const websites = new InMemoryWebsiteRepository(store);
  const activity = new InMemoryActivityLogRepository(store);
  const revisions = new InMemoryRevisionRepository(store);
  return {
    store,
    uow: new FakeUnitOfWork(store),
    websites,
    sections: new InMemoryContentSectionRepository(store),
    posts: new InMemoryBlogPostRepository(store),
    activity,
    owners: new InMemoryOwnerDirectory(store),
    revisions,
    journal: new InMemoryContentSaveJournal(websites, revisions, activity),
    images: new InMemorySiteImages(),
    reviews: new InMemoryContentReviewRepository(store),
    settings: { timeZone: 'America/New_York' } satisfies HistorySettings as HistorySettings,
  };
}
