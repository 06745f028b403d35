import { h } from 'preact';
import type { Html } from '../layout/html';
import type { Post, PostSummary } from '../site-render.types';
import { blogPagePath, postPath, SITE_PATHS } from '../site-paths';
import { formatDate, postBody } from '../layout/text';
import { postMark } from '../layout/preview-marks';
import type { SiteData } from '../site-render.types';
import { imageOf, picture } from '../layout/picture';

/** On a post's page the cover fills the narrow column: 46rem less its padding (2 × 1.25rem). */
const POST_COVER_SIZES = '(min-width: 46rem) 43.5rem, calc(100vw - 2.5rem)';
/** On the blog index it sits in a card, which takes its padding (2 × 1.5rem) and border off that. */
const CARD_COVER_SIZES = '(min-width: 46rem) 40.4rem, calc(100vw - 5.6rem)';

/** A post's cover from the library, as `<picture>` with its alt text; null when it has none ready. */
function cover(site: Pick<SiteData, 'images'>, post: PostSummary, eager: boolean, sizes: string): Html | null {
  const image = imageOf(site, post.coverImage);
  return image ? picture(image, { sizes, eager, className: 'cover-image' }) : null;
}

export function blogContent(site: Pick<SiteData, 'name' | 'images'>, page: number, totalPages: number, posts: PostSummary[]): Html {
  const siteName = site.name;
  // The first cover on the list is near the top of the page, often its largest paint, even when
  // the newest post has none: it loads at once and first, the others when scrolled to.
  const firstCover = posts.findIndex((post) => imageOf(site, post.coverImage) !== null);
  return h(
    'div',
    { class: 'section' },
    h(
      'div',
      { class: 'wrap narrow' },
      h('h1', null, page > 1 ? `Blog, page ${page}` : 'Blog'),
      h('p', { class: 'lead' }, `News and notes from ${siteName}.`),
      posts.length
        ? h(
            'ul',
            { class: 'plain-list post-list' },
            posts.map((post, index) =>
              h(
                'li',
                null,
                h(
                  'article',
                  { class: 'card post-card' },
                  cover(site, post, index === firstCover, CARD_COVER_SIZES),
                  h('h2', null, h('a', { href: postPath(post.slug) }, post.title)),
                  h('time', { class: 'post-meta', dateTime: post.publishedAt }, formatDate(post.publishedAt)),
                  post.excerpt ? h('p', null, post.excerpt) : null,
                ),
              ),
            ),
          )
        : h('p', null, 'No posts yet. Please check back soon.'),
      totalPages > 1
        ? h(
            'nav',
            { class: 'pager', 'aria-label': 'Blog pages' },
            page > 1 ? h('a', { href: blogPagePath(page - 1), rel: 'prev' }, '← Newer posts') : h('span', null),
            h('span', { class: 'muted' }, `Page ${page} of ${totalPages}`),
            page < totalPages ? h('a', { href: blogPagePath(page + 1), rel: 'next' }, 'Older posts →') : h('span', null),
          )
        : null,
    ),
  );
}

export function postContent(post: Post, site: Pick<SiteData, 'markSections' | 'images'>): Html {
  return h(
    'div',
    { class: 'section' },
    h(
      'article',
      { class: 'wrap narrow' },
      h('a', { class: 'back-link', href: SITE_PATHS.blog }, '← All posts'),
      h('h1', postMark(site, 'title'), post.title),
      h('time', { class: 'post-meta', dateTime: post.publishedAt }, formatDate(post.publishedAt)),
      cover(site, post, true, POST_COVER_SIZES),
      h('div', { class: 'article-body', ...postMark(site, 'content') }, postBody(post.body)),
    ),
  );
}
