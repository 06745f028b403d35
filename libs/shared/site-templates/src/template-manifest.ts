/**
 * What a section holds, which decides how the editor shows it, how the API checks it and how the
 * renderer lays it out. `list` and `opening_hours` are one entry per line; `image` is one library
 * image (`image:<uuid>`) or an address, `image_list` one library image per line (a gallery).
 */
export const SECTION_KINDS = ['short_text', 'long_text', 'phone', 'email', 'opening_hours', 'list', 'image', 'image_list'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

/** The page of the site a section appears on; `every_page` sections sit in the header or footer. */
export const SITE_PAGES = ['home', 'contact', 'every_page'] as const;
export type SitePage = (typeof SITE_PAGES)[number];

export interface SectionSpec {
  /** Stable across templates: a template change maps sections by this key. */
  key: string;
  /** The words a site owner sees in the editor ("Headline"). */
  label: string;
  kind: SectionKind;
  /** Characters in the whole value; for lists also see `maxItems`. */
  maxLength: number;
  /** For `list`, `opening_hours` and `image_list`: lines allowed. */
  maxItems?: number;
  required: boolean;
  help: string;
  page: SitePage;
  /** Position in the editor and on the page, ascending within a page. */
  order: number;
  /** What a new website starts with; an owner replaces it in the editor. */
  starter: string;
}

export interface TemplateManifest {
  id: string;
  name: string;
  description: string;
  sections: readonly SectionSpec[];
}

/** The `content_type` column's word for a kind: single-line kinds are `text`, the rest `textarea`, images `image`. */
export function contentTypeOf(kind: SectionKind): string {
  if (kind === 'short_text' || kind === 'phone' || kind === 'email') return 'text';
  if (kind === 'image' || kind === 'image_list') return 'image';
  return 'textarea';
}
