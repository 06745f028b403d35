import { SITE_LIMITS } from '@fw/shared-field-limits';
import { SitesInvalidFieldError } from './sites.errors';

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

/** A post's cover names one library image, or is empty. */
export const POST_COVER_PATTERN = /^(?:image:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?$/;

/**
 * A post on a client's website (table blog_posts); a draft until published. `version` grows with
 * every edit (stale-write check). A draft with `publishAt` is scheduled: the public reads show it
 * from that instant on (computed in their query), so nothing has to flip `published` at the time.
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

  /** Changes what is given and counts a new version. */
  edit(changes: PostEdits): void {
    this.apply(changes);
    this.version += 1;
  }

  private apply(changes: PostEdits): void {
    if (changes.title !== undefined) {
      const title = changes.title.trim();
      if (!title || title.length > POST_TITLE_MAX) {
        throw new SitesInvalidFieldError('title', `title must be 1 to ${POST_TITLE_MAX} characters`);
      }
      this.title = title;
    }
    if (changes.content !== undefined) {
      if (changes.content.length > POST_CONTENT_MAX) {
        throw new SitesInvalidFieldError('content', `content must be at most ${POST_CONTENT_MAX} characters`);
      }
      this.content = changes.content;
    }
    if (changes.coverImage !== undefined) {
      if (!POST_COVER_PATTERN.test(changes.coverImage)) throw new SitesInvalidFieldError('cover_image', 'cover_image must be an image from your library');
      this.coverImage = changes.coverImage;
    }
    if (changes.published !== undefined) this.published = changes.published;
    if (changes.publishAt !== undefined) {
      if (changes.publishAt !== null && Number.isNaN(changes.publishAt.getTime())) {
        throw new SitesInvalidFieldError('publish_at', 'publish_at must be a date and time');
      }
      this.publishAt = changes.publishAt;
    }
  }
}
