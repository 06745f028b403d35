/**
 * Article text as data. Inline markup inside strings: **bold** and [label](/path).
 */
export type ArticleBlock =
  | { h2: string }
  | { h3: string }
  | { p: string }
  | { ul: string[] }
  | { ol: string[] }
  | { tip: string }
  | { table: { caption: string; head: string[]; rows: string[][] } };

export interface ArticleSummary {
  path: string;
  title: string;
  description: string;
  category: string;
  /** Minutes, shown as "8 min read". */
  readMinutes: number;
}

export interface Article extends ArticleSummary {
  back: { href: string; label: string };
  /** The search snippet (at most 160 characters) when `description`, shown on the cards, is longer. */
  seoDescription?: string;
  published: string;
  /** Last change to the text (YYYY-MM-DD), when after `published`. */
  updated?: string;
  intro: string;
  body: ArticleBlock[];
  /** Paths of related articles (three; the block is hidden when empty). */
  related: string[];
  /** Closing buttons; null for an article that ends with its related block. */
  closing: { pricing: string; contact: string } | null;
}

export const readTime = (minutes: number) => `${minutes} min read`;
