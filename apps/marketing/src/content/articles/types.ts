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
  published: string;
  intro: string;
  body: ArticleBlock[];
  /** Paths of related articles (three; the block is hidden when empty). */
  related: string[];
  /** Closing buttons; null for an article that ends with its related block. */
  closing: { pricing: string; contact: string } | null;
}

export const readTime = (minutes: number) => `${minutes} min read`;
