import type { EntityManager } from '@mikro-orm/postgresql';
import { slugCandidate, slugify, slugMatchesBase } from '@fw/api-sites-domain';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first candidate of `base` not in `taken`. */
function firstFree(base: string, taken: Set<string>): string {
  for (let n = 1; ; n += 1) {
    const candidate = slugCandidate(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Keeps a post's slug in step with its title, in the caller's transaction: a new post gets the
 * first free candidate of its title's slug; after a title change the old slug is kept in
 * blog_post_slugs (its URL then redirects). An unchanged title keeps its slug, even a numbered one.
 */
export async function keepPostSlug(em: EntityManager, post: { id: string; websiteId: string; title: string }): Promise<void> {
  const [row] = await em.execute<Array<{ slug: string | null }>>(`select slug from blog_posts where id = ?`, [post.id]);
  if (!row) return;
  const base = slugify(post.title, 'post');
  if (row.slug && slugMatchesBase(row.slug, base)) return;
  const taken = await em.execute<Array<{ slug: string }>>(`select slug from blog_posts where website_id = ? and slug ~ ? and id <> ?`, [
    post.websiteId,
    `^${escapeRegExp(base)}(-[0-9]+)?$`,
    post.id,
  ]);
  const slug = firstFree(base, new Set(taken.map((t) => t.slug)));
  if (row.slug) await retirePostSlug(em, post.websiteId, row.slug, post.id);
  await em.execute(`update blog_posts set slug = ? where id = ?`, [slug, post.id]);
}

/** Remembers a slug a post no longer uses (renamed or deleted), so its old URL still answers. */
export async function retirePostSlug(em: EntityManager, websiteId: string, slug: string, postId: string): Promise<void> {
  await em.execute(
    `insert into blog_post_slugs (website_id, slug, post_id) values (?, ?, ?)
     on conflict (website_id, slug) do update set post_id = excluded.post_id, created_at = now()`,
    [websiteId, slug, postId],
  );
}

/** Gives a website without a slug the first free candidate of its name's slug (its platform address). */
export async function keepWebsiteSlug(em: EntityManager, website: { id: string; name: string; slug: string | null }): Promise<void> {
  if (website.slug) return;
  const base = slugify(website.name, 'site');
  const taken = await em.execute<Array<{ slug: string }>>(`select slug from websites where slug ~ ?`, [`^${escapeRegExp(base)}(-[0-9]+)?$`]);
  const slug = firstFree(base, new Set(taken.map((t) => t.slug)));
  await em.execute(`update websites set slug = ? where id = ? and slug is null`, [slug, website.id]);
  website.slug = slug;
}
