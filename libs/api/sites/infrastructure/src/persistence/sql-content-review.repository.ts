import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { pgTimestamp } from '@fw/api-shared-infrastructure';
import { ContentReviewRepositoryPort, ReviewedPost, ReviewView } from '@fw/api-sites-application';
import { ContentReview, ReviewPendingError, slugify, slugMatchesBase, type SectionAtVersion } from '@fw/api-sites-domain';

interface ReviewRow {
  id: string;
  website_id: string;
  status: ContentReview['status'];
  items: SectionAtVersion[];
  requested_by: string | null;
  requested_at: string | Date;
  decided_by: string | null;
  decided_at: string | Date | null;
  comment: string | null;
  post_id: string | null;
  post_version: number | null;
  post_publish_at: string | Date | null;
}

/**
 * A change waiting for an admin's review. The admin home's card counts with it and the review list
 * reads with it (oldest first), so the two cannot disagree.
 */
export const reviewWaiting = (r: string) => `${r}.status = 'pending'`;

const REVIEW_COLUMNS =
  'r.id, r.website_id, r.status, r.items, r.requested_by, r.requested_at, r.decided_by, r.decided_at, r.comment, r.post_id, r.post_version, r.post_publish_at';

function toReview(row: ReviewRow): ContentReview {
  return Object.assign(new ContentReview(), {
    id: row.id,
    websiteId: row.website_id,
    status: row.status,
    items: row.items,
    requestedBy: row.requested_by,
    requestedAt: pgTimestamp(row.requested_at),
    decidedBy: row.decided_by,
    decidedAt: row.decided_at === null ? null : pgTimestamp(row.decided_at),
    comment: row.comment,
    post:
      row.post_id === null
        ? null
        : { id: row.post_id, version: row.post_version as number, publishAt: row.post_publish_at === null ? null : pgTimestamp(row.post_publish_at) },
  });
}

interface PostRow {
  id: string;
  title: string;
  content: string;
  cover_image: string;
  draft_title: string | null;
  draft_content: string | null;
  draft_cover_image: string | null;
  slug: string | null;
  is_public: boolean;
  version: number;
}

function reviewedPost(sent: NonNullable<ContentReview['post']>, row: PostRow): ReviewedPost {
  const live = { title: row.title, content: row.content, coverImage: row.cover_image, slug: row.slug ?? slugify(row.title, 'post') };
  const title = row.draft_title ?? row.title;
  // As the slug keeper decides on approval: the address stays while the title's slug still matches it.
  const base = slugify(title, 'post');
  const slug = row.slug && slugMatchesBase(row.slug, base) ? row.slug : base;
  return {
    id: row.id,
    live: row.is_public ? live : null,
    draft: { title, content: row.draft_content ?? row.content, coverImage: row.draft_cover_image ?? row.cover_image, slug },
    publishAt: sent.publishAt,
    version: sent.version,
    currentVersion: row.version,
  };
}

/** content_reviews in plain SQL, in the unit of work's transaction. */
@Injectable()
export class SqlContentReviewRepository extends ContentReviewRepositoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async insert(review: ContentReview): Promise<void> {
    try {
      await this.em.execute(
        `insert into content_reviews (id, website_id, status, items, requested_by, requested_at, post_id, post_version, post_publish_at)
         values (?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?)`,
        [
          review.id,
          review.websiteId,
          review.status,
          JSON.stringify(review.items),
          review.requestedBy,
          review.requestedAt,
          review.post?.id ?? null,
          review.post?.version ?? null,
          review.post?.publishAt ?? null,
        ],
      );
    } catch (error) {
      // The partial unique index: another request of the same website got in first.
      const named =
        error instanceof Error
          ? this.em
              .getPlatform()
              .getExceptionConverter()
              .convertException(error as Error & { code?: string })
          : error;
      if (error instanceof UniqueConstraintViolationException || named instanceof UniqueConstraintViolationException) throw new ReviewPendingError();
      throw error;
    }
  }

  async save(review: ContentReview): Promise<void> {
    await this.em.execute(`update content_reviews set status = ?, decided_by = ?, decided_at = ?, comment = ? where id = ?`, [
      review.status,
      review.decidedBy,
      review.decidedAt,
      review.comment,
      review.id,
    ]);
  }

  async findForUpdate(id: string): Promise<ContentReview | null> {
    const rows = await this.em.execute<ReviewRow[]>(`select ${REVIEW_COLUMNS} from content_reviews r where r.id = ? for update`, [id]);
    return rows[0] ? toReview(rows[0]) : null;
  }

  async latestForWebsite(websiteId: string): Promise<ContentReview | null> {
    const rows = await this.em.execute<ReviewRow[]>(
      `select ${REVIEW_COLUMNS} from content_reviews r where r.website_id = ? and r.post_id is null order by r.requested_at desc, r.id desc limit 1`,
      [websiteId],
    );
    return rows[0] ? toReview(rows[0]) : null;
  }

  async latestForPost(postId: string): Promise<ContentReview | null> {
    const rows = await this.em.execute<ReviewRow[]>(
      `select ${REVIEW_COLUMNS} from content_reviews r where r.post_id = ? order by r.requested_at desc, r.id desc limit 1`,
      [postId],
    );
    return rows[0] ? toReview(rows[0]) : null;
  }

  async latestForPosts(websiteId: string): Promise<ContentReview[]> {
    const rows = await this.em.execute<ReviewRow[]>(
      `select distinct on (r.post_id) ${REVIEW_COLUMNS} from content_reviews r
        where r.website_id = ? and r.post_id is not null order by r.post_id, r.requested_at desc, r.id desc`,
      [websiteId],
    );
    return rows.map(toReview);
  }

  async listForSection(websiteId: string, sectionId: string): Promise<ContentReview[]> {
    const rows = await this.em.execute<ReviewRow[]>(
      `select ${REVIEW_COLUMNS} from content_reviews r where r.website_id = ? and r.post_id is null and r.items @> ?::jsonb`,
      [websiteId, JSON.stringify([{ id: sectionId }])],
    );
    return rows.map(toReview);
  }

  async listForPost(websiteId: string, postId: string): Promise<ContentReview[]> {
    const rows = await this.em.execute<ReviewRow[]>(`select ${REVIEW_COLUMNS} from content_reviews r where r.post_id = ? and r.website_id = ?`, [
      postId,
      websiteId,
    ]);
    return rows.map(toReview);
  }

  async listForWebsite(websiteId: string): Promise<ContentReview[]> {
    const rows = await this.em.execute<ReviewRow[]>(`select ${REVIEW_COLUMNS} from content_reviews r where r.website_id = ?`, [websiteId]);
    return rows.map(toReview);
  }

  async itemLabels(websiteId: string, itemIds: string[]): Promise<Map<string, string>> {
    if (!itemIds.length) return new Map();
    const rows = await this.em.execute<Array<{ id: string; label: string }>>(
      `select s.id, s.section_key as label from website_content s where s.website_id = ? and s.id in (?)
       union all
       select p.id, p.title from blog_posts p where p.website_id = ? and p.id in (?)
       union all
       select * from (
         select distinct on (r.item_id) r.item_id, r.item_label from revisions r
          where r.website_id = ? and r.item_type = 'post' and r.item_id in (?) and not exists (select 1 from blog_posts b where b.id = r.item_id)
          order by r.item_id, r.changed_at desc, r.id desc
       ) deleted`,
      [websiteId, itemIds, websiteId, itemIds, websiteId, itemIds],
    );
    return new Map(rows.map((row) => [row.id, row.label]));
  }

  async listWaiting(limit: number): Promise<ReviewView[]> {
    const rows = await this.em.execute<ReviewRow[]>(
      `select ${REVIEW_COLUMNS} from content_reviews r where ${reviewWaiting('r')} order by r.requested_at asc, r.id asc limit ?`,
      [limit],
    );
    return this.views(rows.map(toReview));
  }

  async findView(id: string): Promise<ReviewView | null> {
    const rows = await this.em.execute<ReviewRow[]>(`select ${REVIEW_COLUMNS} from content_reviews r where r.id = ?`, [id]);
    return rows[0] ? (await this.views([toReview(rows[0])]))[0] : null;
  }

  /** Each review with its website and the sections it names, as they are now (two reads for the whole list). */
  private async views(reviews: ContentReview[]): Promise<ReviewView[]> {
    if (!reviews.length) return [];
    const websiteIds = [...new Set(reviews.map((r) => r.websiteId))];
    const sites = await this.em.execute<Array<{ id: string; name: string; template: string | null }>>(
      `select id, name, template from websites where id in (?)`,
      [websiteIds],
    );
    const sectionIds = [...new Set(reviews.flatMap((r) => r.items.map((i) => i.id)))];
    type SectionRow = { id: string; section_key: string; content_value: string; draft_value: string | null; version: number };
    const sections = sectionIds.length
      ? await this.em.execute<SectionRow[]>(`select id, section_key, content_value, draft_value, version from website_content where id in (?)`, [sectionIds])
      : [];
    const postIds = reviews.flatMap((r) => (r.post ? [r.post.id] : []));
    const posts = postIds.length
      ? await this.em.execute<PostRow[]>(
          `select id, title, content, cover_image, draft_title, draft_content, draft_cover_image, slug, version,
                  (published or (publish_at is not null and publish_at <= now())) as is_public
             from blog_posts where id in (?)`,
          [postIds],
        )
      : [];
    const postById = new Map(posts.map((p) => [p.id, p]));
    const siteById = new Map(sites.map((s) => [s.id, s]));
    const sectionById = new Map(sections.map((s) => [s.id, s]));
    return reviews.map((review) => ({
      review,
      websiteName: siteById.get(review.websiteId)?.name ?? '',
      template: siteById.get(review.websiteId)?.template ?? null,
      post: review.post && postById.has(review.post.id) ? reviewedPost(review.post, postById.get(review.post.id) as PostRow) : null,
      sections: review.items
        .map((item) => ({ item, section: sectionById.get(item.id) }))
        .filter((x): x is { item: SectionAtVersion; section: NonNullable<typeof x.section> } => x.section !== undefined)
        .map(({ item, section }) => ({
          id: section.id,
          sectionKey: section.section_key,
          published: section.content_value,
          draft: section.draft_value ?? section.content_value,
          version: item.version,
          currentVersion: section.version,
        }))
        .sort((a, b) => (a.sectionKey < b.sectionKey ? -1 : a.sectionKey > b.sectionKey ? 1 : 0)),
    }));
  }
}
