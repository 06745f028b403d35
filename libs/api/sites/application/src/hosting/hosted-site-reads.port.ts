/** A website as its visitors' requests need it: who it is and whether it is open. */
export interface HostedSite {
  id: string;
  name: string;
  /** Label of its platform address `{slug}.{SITES_DOMAIN}`; null only for rows written by raw SQL. */
  slug: string | null;
  domain: string | null;
  template: string | null;
  /** `live` shows the site; anything else (waiting_for_build, disabled) a coming-soon page. */
  status: string;
}

export interface HostedPostSummary {
  slug: string;
  title: string;
  excerpt: string;
  /** When it became public: its schedule, else when it was written. */
  publishedAt: Date;
  /** A library image of the website (`image:<uuid>`), '' for none. */
  coverImage: string;
}

export interface HostedPost extends HostedPostSummary {
  body: string;
}

/** What an old or deleted post slug leads to. */
export type RetiredSlug = { kind: 'moved'; slug: string } | { kind: 'gone' };

/**
 * The reads behind a client's website pages. Only published content: drafts and posts scheduled
 * later than `now` are never returned. Each call may be repeated; none writes.
 */
export abstract class HostedSiteReadsPort {
  abstract siteByDomain(domain: string): Promise<HostedSite | null>;
  abstract siteBySlug(slug: string): Promise<HostedSite | null>;
  /** Published section texts by key. */
  abstract sections(siteId: string): Promise<Record<string, string>>;
  /** A page of the posts public at `now`, newest first, and how many there are. */
  abstract postsPage(siteId: string, now: Date, offset: number, limit: number): Promise<{ posts: HostedPostSummary[]; total: number }>;
  /** The post public at `now` whose current slug is `slug`. */
  abstract postBySlug(siteId: string, slug: string, now: Date): Promise<HostedPost | null>;
  /** A slug no post uses now: the post's current slug when it is still public at `now`, or gone. Null: never used. */
  abstract retiredSlug(siteId: string, slug: string, now: Date): Promise<RetiredSlug | null>;
  /** When the next scheduled post of the site becomes public (null: none), so cached pages end by then. */
  abstract nextScheduledAfter(siteId: string, now: Date): Promise<Date | null>;
}
