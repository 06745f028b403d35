import { SITE_LIMITS } from '@fw/shared-field-limits';
import { SitesInvalidFieldError } from './sites.errors';

export const POST_TITLE_MAX = SITE_LIMITS.postTitle;
export const POST_CONTENT_MAX = SITE_LIMITS.postContent;

/** A post on a client's website (table blog_posts); a draft until published. `version` grows with every edit (stale-write check). */
export class BlogPost {
  id: string;
  websiteId: string;
  title: string;
  content = '';
  published = false;
  version = 1;
  createdAt: Date;
  updatedAt: Date;

  static create(props: { id: string; websiteId: string; title: string; content?: string; published?: boolean }): BlogPost {
    const post = new BlogPost();
    post.id = props.id;
    post.websiteId = props.websiteId;
    post.apply({ title: props.title, content: props.content ?? '', published: props.published ?? false });
    return post;
  }

  /** Changes what is given and counts a new version. */
  edit(changes: { title?: string; content?: string; published?: boolean }): void {
    this.apply(changes);
    this.version += 1;
  }

  private apply(changes: { title?: string; content?: string; published?: boolean }): void {
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
    if (changes.published !== undefined) this.published = changes.published;
  }
}
