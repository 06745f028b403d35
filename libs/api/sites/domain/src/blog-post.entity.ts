import { SITE_LIMITS } from '@fw/shared-field-limits';
import { NothingToPublishError, SitesInvalidFieldError, StalePostError } from './sites.errors';
import { postSnapshot, type PostSnapshot } from './revision.entity';

export const POST_TITLE_MAX = SITE_LIMITS.postTitle;
export const POST_CONTENT_MAX = SITE_LIMITS.postContent;

/** What a post's editor may change; `publishAt: null` clears a schedule. */
export interface PostEdits {
  title?: string;
  content?: string;
  published?: boolean;
  publishAt?: Date | null;
  /** A library image (`image:<uuid>`), '' for none. */
  coverImage?: string;
}

/** What a post's draft holds. */
export interface DraftText {
  title: string;
  content: string;
  coverImage: string;
}

/** A post's cover names one library image, or is empty. */
export const POST_COVER_PATTERN = /^(?:image:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?$/;

/**
 * A post on a client's website (table blog_posts). `version` grows with every edit (stale-write
 * check). A draft with `publishAt` is scheduled: the public reads show it from that instant on
 * (computed in their query), so nothing has to flip `published` at the time.
 *
 * `title`/`content`/`coverImage` are what visitors see once the post is public. While it is public,
 * edits of them go to `draftTitle`/`draftContent` (both set, or both null) and `draftCoverImage`
 * (null: the draft keeps the live cover) until `publish`; a post that has never been public has no
 * separate draft: its text is the draft.
 */
export class BlogPost {
  id: string;
  websiteId: string;
  title: string;
  content = '';
  published = false;
  publishAt: Date | null = null;
  /** Shown on the post's page and in the blog index, and as its link preview; '' for none. */
  coverImage = '';
  draftTitle: string | null = null;
  draftContent: string | null = null;
  draftCoverImage: string | null = null;
  version = 1;
  createdAt: Date;
  updatedAt: Date;

  static create(props: { id: string; websiteId: string; title: string } & Omit<PostEdits, 'title'>): BlogPost {
    const post = new BlogPost();
    post.id = props.id;
    post.websiteId = props.websiteId;
    post.apply({
      title: props.title,
      content: props.content ?? '',
      published: props.published ?? false,
      publishAt: props.publishAt ?? null,
      coverImage: props.coverImage ?? '',
    });
    return post;
  }

  /** Public at `now`: published, or scheduled for `now` or earlier. The SQL of the public reads says the same. */
  isPublicAt(now: Date): boolean {
    return this.published || (this.publishAt !== null && this.publishAt.getTime() <= now.getTime());
  }

  /** Published or scheduled: visitors see it now or will without anyone acting again. */
  reachesVisitors(): boolean {
    return this.published || this.publishAt !== null;
  }

  hasDraft(): boolean {
    return this.draftTitle !== null;
  }

  /** The text and cover the editor works on: the draft when there is one, else what visitors see. */
  draftText(): DraftText {
    return { title: this.draftTitle ?? this.title, content: this.draftContent ?? this.content, coverImage: this.draftCoverImage ?? this.coverImage };
  }

  /** The post as its editor shows it (the draft when there is one), for a conflict's details. */
  editorSnapshot(): PostSnapshot {
    const { title, content, coverImage } = this.draftText();
    return { ...postSnapshot(this), title, content, cover_image: coverImage };
  }

  /**
   * Changes what is given and counts a new version. Text typed into a post that is public at `now`
   * (or already has a draft) becomes its draft; visitors keep the live text until `publish`.
   * Taking a post off the site (neither published nor scheduled) folds its draft into its text.
   */
  edit(changes: PostEdits, now: Date = new Date()): void {
    const { title, content, coverImage, ...state } = changes;
    checkPublishAt(state.publishAt);
    const text = {
      title: title === undefined ? undefined : checkTitle(title),
      content: content === undefined ? undefined : checkContent(content),
      coverImage: coverImage === undefined ? undefined : checkCover(coverImage),
    };
    if (this.hasDraft() || this.isPublicAt(now)) this.setDraft({ ...this.draftText(), ...defined(text) });
    else Object.assign(this, defined(text));
    this.applyState(state);
    if (!this.reachesVisitors() && this.hasDraft()) this.fold();
    this.version += 1;
  }

  /** An admin's change that goes live at once (a restore), whatever the post's state; a draft stays. */
  editLive(changes: PostEdits): void {
    this.apply(changes);
    if (this.hasDraft()) this.setDraft(this.draftText());
    this.version += 1;
  }

  /**
   * Makes the draft the live text and the post public, as read at `readVersion` (another version
   * is refused: what goes live must be what the person saw). Refused when there is nothing to do.
   * `goLiveAt` ahead of `now` schedules a post that is not public yet instead.
   */
  publish(readVersion: number, now: Date = new Date(), goLiveAt: Date | null = null): void {
    this.checkVersion(readVersion);
    if (!this.hasDraft() && this.isPublicAt(now)) throw new NothingToPublishError();
    const scheduled = goLiveAt !== null && goLiveAt.getTime() > now.getTime() && !this.isPublicAt(now);
    if (this.hasDraft()) this.fold();
    // A post not public yet may go live later (an approved review's schedule); a public one at once.
    if (scheduled) this.publishAt = goLiveAt;
    else this.published = true;
    this.version += 1;
  }

  /** Drops the draft, as read at `readVersion`: the editor shows the live text again. False: there was none. */
  discardDraft(readVersion: number): boolean {
    this.checkVersion(readVersion);
    if (!this.hasDraft()) return false;
    this.clearDraft();
    this.version += 1;
    return true;
  }

  private checkVersion(readVersion: number): void {
    if (readVersion !== this.version) {
      throw new StalePostError(this.version, this.editorSnapshot());
    }
  }

  /** A draft equal to what visitors see is no draft. */
  private setDraft(text: DraftText): void {
    if (text.title === this.title && text.content === this.content && text.coverImage === this.coverImage) return this.clearDraft();
    this.draftTitle = text.title;
    this.draftContent = text.content;
    this.draftCoverImage = text.coverImage === this.coverImage ? null : text.coverImage;
  }

  private clearDraft(): void {
    this.draftTitle = null;
    this.draftContent = null;
    this.draftCoverImage = null;
  }

  private fold(): void {
    Object.assign(this, this.draftText());
    this.clearDraft();
  }

  private apply(changes: PostEdits): void {
    if (changes.title !== undefined) this.title = checkTitle(changes.title);
    if (changes.content !== undefined) this.content = checkContent(changes.content);
    if (changes.coverImage !== undefined) this.coverImage = checkCover(changes.coverImage);
    this.applyState(changes);
  }

  /** Published and the schedule: they change at once, drafts or not. */
  private applyState(changes: Pick<PostEdits, 'published' | 'publishAt'>): void {
    if (changes.published !== undefined) this.published = changes.published;
    if (changes.publishAt !== undefined) this.publishAt = checkPublishAt(changes.publishAt);
  }
}

function checkTitle(value: string): string {
  const title = value.trim();
  if (!title || title.length > POST_TITLE_MAX) {
    throw new SitesInvalidFieldError('title', `title must be 1 to ${POST_TITLE_MAX} characters`);
  }
  return title;
}

function checkPublishAt<T extends Date | null | undefined>(publishAt: T): T {
  if (publishAt && Number.isNaN(publishAt.getTime())) throw new SitesInvalidFieldError('publish_at', 'publish_at must be a date and time');
  return publishAt;
}

function checkCover(coverImage: string): string {
  if (!POST_COVER_PATTERN.test(coverImage)) throw new SitesInvalidFieldError('cover_image', 'cover_image must be an image from your library');
  return coverImage;
}

function checkContent(content: string): string {
  if (content.length > POST_CONTENT_MAX) {
    throw new SitesInvalidFieldError('content', `content must be at most ${POST_CONTENT_MAX} characters`);
  }
  return content;
}

function defined<T extends object>(values: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}
