/** A website as its visitors see it: only published values, never drafts. */
export interface SiteData {
  name: string;
  templateId: string | null;
  /** Canonical origin without a trailing slash, e.g. https://bakery.example */
  origin: string;
  /** Published values by section key. */
  sections: Record<string, string>;
  status: 'waiting_for_build' | 'live' | 'disabled';
  /**
   * Set only by the dashboard's preview of unsaved text: elements carry the section (or post field)
   * they show, so a click can focus its field. The public site never sets it.
   */
  preview?: boolean;
}

export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO 8601 */
  publishedAt: string;
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
  | { kind: 'contact'; form?: ContactFormState; action: string }
  | { kind: 'not-found' }
  | { kind: 'gone' }
  | { kind: 'coming-soon' };

export interface RenderedPage {
  status: number;
  html: string;
}
