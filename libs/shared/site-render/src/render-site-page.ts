import { render } from 'preact-render-to-string';
import type { VNode } from 'preact';
import type { PageRequest, RenderedPage, SiteData } from './site-render.types';
import { blogPagePath, postPath, SITE_PATHS } from './site-paths';
import { siteDocument, type DocumentProps } from './layout/site-document';
import { rebaseLinks } from './layout/link-base';
import type { Html } from './layout/html';
import { blogPosting, localBusiness, webPage } from './layout/json-ld';
import { truncate } from './layout/text';
import { imageOf } from './layout/picture';
import { headlineOf, homeContent } from './pages/home.page';
import { blogContent, postContent } from './pages/blog.page';
import { contactContent } from './pages/contact.page';
import { statusContent } from './pages/status.page';

/**
 * One page of a client's site as a complete HTML document with inline CSS and no script to run.
 * A site that is not live answers every page with its "coming soon" page. Pure: the same input
 * gives the same bytes.
 */
export function renderSitePage(site: SiteData, page: PageRequest): RenderedPage {
  const request: PageRequest = site.status === 'live' ? page : { kind: 'coming-soon' };
  const { status, document } = pageDocument(site, request);
  if (site.linkBase) rebaseLinks(document, site.linkBase);
  return { status, html: `<!DOCTYPE html>${render(document as VNode)}` };
}

function pageDocument(site: SiteData, page: PageRequest): { status: number; document: Html } {
  const doc = (status: number, props: Omit<DocumentProps, 'site'>) => ({ status, document: siteDocument({ site, ...props }) });
  const summary = describe(site);
  switch (page.kind) {
    case 'home': {
      const headline = headlineOf(site);
      return doc(200, {
        path: SITE_PATHS.home,
        title: headline === site.name ? site.name : `${site.name} | ${headline}`,
        description: summary,
        jsonLd: localBusiness(site),
        current: 'home',
        children: homeContent(site),
      });
    }
    case 'blog': {
      const path = blogPagePath(page.page);
      const title = page.page > 1 ? `Blog, page ${page.page} | ${site.name}` : `Blog | ${site.name}`;
      return doc(200, {
        path,
        title,
        description: `News and notes from ${site.name}.`,
        jsonLd: { ...webPage(site, path, title), '@type': 'Blog' },
        current: 'blog',
        children: blogContent(site, page.page, page.totalPages, page.posts),
      });
    }
    case 'post':
      return doc(200, {
        path: postPath(page.post.slug),
        title: `${page.post.title} | ${site.name}`,
        description: truncate(page.post.excerpt || page.post.body, 160),
        ogType: 'article',
        ogImage: imageOf(site, page.post.coverImage),
        jsonLd: blogPosting(site, page.post),
        current: 'blog',
        children: postContent(page.post, site),
      });
    case 'contact': {
      const invalid = !!page.form && !page.form.sent && Object.keys(page.form.errors).length > 0;
      return doc(invalid ? 400 : 200, {
        path: SITE_PATHS.contact,
        title: `${invalid ? 'Please check your message | ' : ''}Contact | ${site.name}`,
        description: `How to reach ${site.name}: phone, e-mail, address and a contact form.`,
        jsonLd: localBusiness(site),
        current: 'contact',
        children: contactContent(site, page.action, page.form, page.notSent),
      });
    }
    case 'not-found':
      return doc(404, statusPage(site, 'Page not found', 'Sorry, there is no page at this address. It may have moved.'));
    case 'gone':
      return doc(410, statusPage(site, 'This page was removed', 'The page you are looking for is no longer here.'));
    case 'coming-soon':
      return doc(200, {
        ...statusPage(site, 'Coming soon', `The new website of ${site.name} is on its way. Please check back soon.`),
        current: null,
        bare: true,
        children: statusContent(site.name, 'Our new website is on its way. Please check back soon.', false, 'Coming soon'),
      });
  }
}

function statusPage(site: SiteData, title: string, message: string): Omit<DocumentProps, 'site'> {
  return {
    path: SITE_PATHS.home,
    title: `${title} | ${site.name}`,
    description: message,
    jsonLd: webPage(site, SITE_PATHS.home, title),
    noindex: true,
    current: null,
    children: statusContent(title, message, true),
  };
}

function describe(site: SiteData): string {
  const text = site.sections.hero_subtitle?.trim() || site.sections.about_text?.trim() || `${site.name}: opening hours, contact details and news.`;
  return truncate(text, 160);
}
