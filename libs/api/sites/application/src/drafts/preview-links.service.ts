import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ClockPort } from '@fw/api-shared-application';
import { imageIdsIn, type Post, type SiteData } from '@fw/shared-site-render';
import { type BlogPost, NoWebsiteError, PreviewLink, PreviewLinkNotFoundError, slugCandidate, slugify, type Website } from '@fw/api-sites-domain';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { WebsiteRepositoryPort } from '../ports/website.repository.port';
import { ContentSectionRepositoryPort } from '../ports/content-section.repository.port';
import { BlogPostRepositoryPort } from '../ports/blog-post.repository.port';
import { SiteImagesPort } from '../hosting/site-images.port';

/** Share-preview links; only token hashes are stored. */
export abstract class PreviewLinkRepositoryPort {
  abstract insert(link: PreviewLink): Promise<void>;
  abstract save(link: PreviewLink): Promise<void>;
  abstract findByTokenHash(tokenHash: string): Promise<PreviewLink | null>;
  abstract findInWebsite(websiteId: string, id: string): Promise<PreviewLink | null>;
  /** Newest first. */
  abstract listByWebsite(websiteId: string, limit: number): Promise<PreviewLink[]>;
}

/**
 * What a preview link shows: the website with each section's draft (or published text), and every
 * post as it would be published (its draft text, drafts and scheduled posts included), newest first.
 */
export interface PreviewContent {
  website: Pick<Website, 'id' | 'name' | 'template' | 'status'>;
  sections: Record<string, string>;
  posts: Post[];
  /** The website's own ready library images that the drafts and covers use (another website's are left out). */
  images: NonNullable<SiteData['images']>;
  expiresAt: Date;
}

const EXCERPT_LENGTH = 200;

/** The first words of a post, cut at a word boundary (as the hosted blog lists them). */
function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_LENGTH / 2))}…`;
}

/**
 * Posts as a preview shows them, each at the address its draft title would get (numbered when two
 * titles meet, newest post first); a preview address never outlives its link, so it needs no history.
 */
function previewPosts(posts: BlogPost[]): Post[] {
  const taken = new Set<string>();
  return posts.map((post) => {
    const { title, content, coverImage } = post.draftText();
    const base = slugify(title, 'post');
    let n = 1;
    while (taken.has(slugCandidate(base, n))) n += 1;
    const slug = slugCandidate(base, n);
    taken.add(slug);
    return {
      slug,
      title,
      excerpt: excerptOf(content),
      body: content,
      publishedAt: (post.publishAt ?? post.createdAt).toISOString(),
      coverImage,
    };
  });
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
export const PREVIEW_LINKS_LISTED = 20;

/**
 * A client shares their drafts: a link anyone may open without an account, that expires (7 days)
 * and can be revoked. The token is shown once, at creation; the database keeps its SHA-256 only.
 */
@Injectable()
export class PreviewLinksService {
  constructor(
    private readonly uow: UnitOfWorkPort,
    private readonly websites: WebsiteRepositoryPort,
    private readonly sections: ContentSectionRepositoryPort,
    private readonly posts: BlogPostRepositoryPort,
    private readonly links: PreviewLinkRepositoryPort,
    private readonly clock: ClockPort,
    private readonly images: SiteImagesPort,
  ) {}

  async create(userId: string): Promise<{ link: PreviewLink; token: string }> {
    const website = await this.myWebsite(userId);
    const token = randomBytes(32).toString('base64url');
    const link = PreviewLink.create({ id: randomUUID(), websiteId: website.id, tokenHash: hashOf(token), createdBy: userId, now: this.clock.now() });
    await this.links.insert(link);
    return { link, token };
  }

  async list(userId: string): Promise<PreviewLink[]> {
    return this.links.listByWebsite((await this.myWebsite(userId)).id, PREVIEW_LINKS_LISTED);
  }

  revoke(userId: string, id: string): Promise<PreviewLink> {
    return this.uow.run(async () => {
      const link = await this.links.findInWebsite((await this.myWebsite(userId)).id, id);
      if (!link) throw new PreviewLinkNotFoundError();
      link.revoke(this.clock.now());
      await this.links.save(link);
      return link;
    });
  }

  /** 404 for an unknown token; 410 (PreviewLinkGoneError) for an expired or revoked one. */
  async open(token: string): Promise<PreviewContent> {
    const link = await this.links.findByTokenHash(hashOf(token));
    if (!link) throw new PreviewLinkNotFoundError();
    link.checkUsableAt(this.clock.now());
    const website = await this.websites.findById(link.websiteId);
    if (!website) throw new PreviewLinkNotFoundError();
    const sections = await this.sections.listByWebsite(website.id);
    const posts = previewPosts(await this.posts.listByWebsite(website.id));
    const drafts = Object.fromEntries(sections.map((s) => [s.sectionKey, s.draftText()]));
    // Asked of the link's own website only: an id of another website's image in a draft finds nothing.
    const images = await this.images.readyImages(website.id, imageIdsIn(drafts, posts));
    return { website, sections: drafts, posts, images, expiresAt: link.expiresAt };
  }

  private async myWebsite(userId: string): Promise<Website> {
    const website = await this.websites.findByOwner(userId);
    if (!website) throw new NoWebsiteError();
    return website;
  }
}
