import { Injectable } from '@nestjs/common';
import { pgTimestamp, SqlReader, sqlStatement } from '@fw/api-shared-infrastructure';
import { HostedPost, HostedPostSummary, HostedSite, HostedSiteReadsPort, RetiredSlug } from '@fw/api-sites-application';

const SITE_COLUMNS = `id, name, slug, domain, template, status`;
const siteByDomain = sqlStatement('hosting_site_by_domain', `select ${SITE_COLUMNS} from websites where domain = $1`);
const siteBySlug = sqlStatement('hosting_site_by_slug', `select ${SITE_COLUMNS} from websites where slug = $1`);
const sections = sqlStatement('hosting_sections', `select section_key, content_value from website_content where website_id = $1`);
// "Public at $2" is the rule of BlogPost.isPublicAt; the order is the blog index's
// (website_id, created_at desc, id desc) index, read in order and stopped after the page.
const PUBLIC_AT = `(published or publish_at <= $2)`;
const POST_SUMMARY = `slug, title, left(content, 400) as excerpt, coalesce(publish_at, created_at) as published_at, cover_image`;
const postsPage = sqlStatement(
  'hosting_posts_page',
  `select ${POST_SUMMARY} from blog_posts where website_id = $1 and ${PUBLIC_AT} and slug is not null
    order by created_at desc, id desc limit $3 offset $4`,
);
const postsCount = sqlStatement(
  'hosting_posts_count',
  `select count(*)::int as total from blog_posts where website_id = $1 and ${PUBLIC_AT} and slug is not null`,
);
const postBySlug = sqlStatement('hosting_post_by_slug', `select ${POST_SUMMARY}, content from blog_posts where website_id = $1 and slug = $3 and ${PUBLIC_AT}`);
const retiredSlug = sqlStatement(
  'hosting_retired_slug',
  `select p.slug as current_slug, ${PUBLIC_AT.replace(/published|publish_at/g, (c) => `p.${c}`)} as public
     from blog_post_slugs r left join blog_posts p on p.id = r.post_id
    where r.website_id = $1 and r.slug = $3`,
);
const nextScheduled = sqlStatement(
  'hosting_next_scheduled',
  `select min(publish_at) as next from blog_posts where website_id = $1 and not published and publish_at > $2`,
);

interface SiteRow {
  id: string;
  name: string;
  slug: string | null;
  domain: string | null;
  template: string | null;
  status: string;
}
interface PostRow {
  slug: string;
  title: string;
  excerpt: string;
  published_at: string;
  cover_image: string;
  content?: string;
}

const EXCERPT_LENGTH = 200;

/** The first words of a post, cut at a word boundary. */
function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_LENGTH / 2))}…`;
}

const toSummary = (row: PostRow): HostedPostSummary => ({
  slug: row.slug,
  title: row.title,
  excerpt: excerptOf(row.excerpt),
  publishedAt: pgTimestamp(row.published_at),
  coverImage: row.cover_image,
});

/** HostedSiteReadsPort in plain SQL on the ORM's pool (see SqlReader): the cold path of every site page. */
@Injectable()
export class SqlHostedSiteReadsAdapter extends HostedSiteReadsPort {
  constructor(private readonly sql: SqlReader) {
    super();
  }

  siteByDomain(domain: string): Promise<HostedSite | null> {
    return this.sql.first<SiteRow>(siteByDomain, [domain]);
  }

  siteBySlug(slug: string): Promise<HostedSite | null> {
    return this.sql.first<SiteRow>(siteBySlug, [slug]);
  }

  async sections(siteId: string): Promise<Record<string, string>> {
    const rows = await this.sql.rows<{ section_key: string; content_value: string }>(sections, [siteId]);
    return Object.fromEntries(rows.map((r) => [r.section_key, r.content_value]));
  }

  async postsPage(siteId: string, now: Date, offset: number, limit: number): Promise<{ posts: HostedPostSummary[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.sql.rows<PostRow>(postsPage, [siteId, now, limit, offset]),
      this.sql.first<{ total: number }>(postsCount, [siteId, now]),
    ]);
    return { posts: rows.map(toSummary), total: count?.total ?? 0 };
  }

  async postBySlug(siteId: string, slug: string, now: Date): Promise<HostedPost | null> {
    const row = await this.sql.first<PostRow & { content: string }>(postBySlug, [siteId, now, slug]);
    return row ? { ...toSummary(row), body: row.content } : null;
  }

  async retiredSlug(siteId: string, slug: string, now: Date): Promise<RetiredSlug | null> {
    const row = await this.sql.first<{ current_slug: string | null; public: boolean | null }>(retiredSlug, [siteId, now, slug]);
    if (!row) return null;
    if (row.current_slug && row.public) return { kind: 'moved', slug: row.current_slug };
    // Renamed but unpublished since: its old address says nothing about it.
    if (row.current_slug) return null;
    return { kind: 'gone' };
  }

  async nextScheduledAfter(siteId: string, now: Date): Promise<Date | null> {
    const row = await this.sql.first<{ next: string | null }>(nextScheduled, [siteId, now]);
    return row?.next ? pgTimestamp(row.next) : null;
  }
}
