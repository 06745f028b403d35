import { affordableWebsiteDesignGuide } from './affordable-website-design-guide';
import { chooseWebDesignPartner } from './choose-web-design-partner';
import { internetMarketingGuide } from './internet-marketing-guide';
import type { Article } from './types';
import { websiteCostsExplained } from './website-costs-explained';
import { whyYourBusinessNeedsWebsite } from './why-your-business-needs-website';

/** The Learning Center's five articles, in index order. */
export const articles: readonly Article[] = [
  whyYourBusinessNeedsWebsite,
  chooseWebDesignPartner,
  websiteCostsExplained,
  affordableWebsiteDesignGuide,
  internetMarketingGuide,
];

export function findArticle(path: string): Article | undefined {
  return articles.find((article) => article.path === path);
}

/** Related articles that exist (unknown paths are dropped, so the block can hide when none remain). */
export function relatedArticles(article: Article): Article[] {
  return article.related.map(findArticle).filter((a): a is Article => a !== undefined && a.path !== article.path);
}
