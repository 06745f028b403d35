/**
 * A website as its visitors see it: only published values, never drafts; or, with `noindex`, as a
 * share-preview link shows its drafts (every page noindex); or, with `markSections`, as the
 * dashboard's live preview draws unsaved text.
 */
export interface SiteData {
  name: string;
  templateId: string | null;
  /** Canonical origin without a trailing slash, e.g. https://bakery.example */
  origin: string;
  /** Published values by section key. */
  sections: Record<string, string>;
  status: 'waiting_for_build' | 'live' | 'disabled';
  /** Library images that sections refer to (`image:<id>`), by id; only those ready to show. */
  images?: Record<string, SiteImage>;
  /**
   * A share-preview link showing the website's drafts: every page carries `noindex`. Set only by
   * the API's share-preview route; it adds no marks to the page.
   */
  noindex?: boolean;
  /**
   * A path the site is shown under (a share-preview link, `/api/site-previews/{token}`), without a
   * trailing slash: every link to a page of the site starts with it, so visitors stay inside.
   */
  linkBase?: string;
  /**
   * Set only by the dashboard's live preview of unsaved text: elements carry the section (or post
   * field) they show, so a click can focus its field. The public site and share-preview links never
   * set it.
   */
  markSections?: boolean;
}

/** One image of the website's library as pages show it: its variants, alt text and focal point. */
export interface SiteImage {
  alt: string;
  width: number;
  height: number;
  /** Fractions (0..1) of the width and height that crops keep in view. */
  focalX: number;
  focalY: number;
  variants: ReadonlyArray<{ format: 'avif' | 'webp' | 'jpeg'; width: number; url: string }>;
}

export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO 8601 */
  publishedAt: string;
  /** The post's cover, a library image (`image:<uuid>`) found in the site's `images`; '' or absent: none. */
  coverImage?: string;
}

export interface Post extends PostSummary {
  bodyHtml?: never;
  /** Plain text as stored (paragraphs split by empty lines); always rendered escaped. */
  body: string;
}

export interface ContactFormState {
  values: Record<string, string>;
  /** Message per field name (name, email, phone, message). */
  errors: Record<string, string>;
  sent?: boolean;
}

export type PageRequest =
  | { kind: 'home' }
  | { kind: 'blog'; page: number; totalPages: number; posts: PostSummary[] }
  | { kind: 'post'; post: Post }
  /** `notSent`: the form is shown disabled with this note instead of posting anywhere (a share preview). */
  | { kind: 'contact'; form?: ContactFormState; action: string; notSent?: string }
  | { kind: 'not-found' }
  | { kind: 'gone' }
  | { kind: 'coming-soon' };

export interface RenderedPage {
  status: number;
  html: string;
}
