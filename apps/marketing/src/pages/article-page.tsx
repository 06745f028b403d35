import { ButtonLink } from '../components/button-link';
import { Icon } from '../components/icon';
import { RichText } from '../components/rich-text';
import { relatedArticles } from '../content/articles';
import { Article, ArticleBlock, readTime } from '../content/articles/types';

/** '$2,000 - $5,000', '$10-$50 per month': a price or a price range, kept on one line in a table cell. */
const PRICE = /(\$[\d,.]+\+?(?:\s*(?:[-–]|to)\s*\$[\d,.]+\+?)?)/;

function TableCellText({ text }: { text: string }) {
  const parts = text.split(PRICE);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

function Block({ block }: { block: ArticleBlock }) {
  if ('h2' in block) return <h2>{block.h2}</h2>;
  if ('h3' in block) return <h3>{block.h3}</h3>;
  if ('p' in block)
    return (
      <p>
        <RichText text={block.p} />
      </p>
    );
  if ('tip' in block)
    return (
      <aside className="tip" aria-label="Tip">
        <Icon name="star" size={18} />
        <p>
          <RichText text={block.tip} />
        </p>
      </aside>
    );
  if ('ul' in block || 'ol' in block) {
    const items = 'ul' in block ? block.ul : block.ol;
    const children = items.map((item) => (
      <li key={item}>
        <RichText text={item} />
      </li>
    ));
    return 'ul' in block ? <ul>{children}</ul> : <ol>{children}</ol>;
  }
  return (
    // Focusable so keyboard users can scroll a wide table on a phone.
    <div className="table-scroll" role="region" aria-label={block.table.caption} tabIndex={0}>
      <table>
        <caption>{block.table.caption}</caption>
        <thead>
          <tr>
            {block.table.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.table.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>
                    <TableCellText text={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** docs/product.md §2 article page: back link, heading, long text, related block of 3, closing buttons. */
export function ArticlePage({ article }: { article: Article }) {
  const related = relatedArticles(article);
  return (
    <article className="article">
      <header className="article__header">
        <div className="container container--narrow">
          <a className="back-link" href={article.back.href}>
            <Icon name="arrowLeft" size={16} /> {article.back.label}
          </a>
          <p className="article__meta">
            <span className="badge badge--light">{article.category}</span>
            <span>
              <Icon name="clock" size={16} /> {readTime(article.readMinutes)}
            </span>
          </p>
          <h1>{article.title}</h1>
          <p className="article__lead">{article.description}</p>
        </div>
      </header>
      <div className="container container--narrow article__body prose">
        <p className="article__intro">{article.intro}</p>
        {article.body.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
      {related.length > 0 ? (
        <section className="related" aria-labelledby="related-title">
          <div className="container">
            <h2 id="related-title">Related Articles</h2>
            <ul className="card-grid card-grid--3">
              {related.map((item) => (
                <li key={item.path} className="card article-card">
                  <p className="article-card__time">
                    <Icon name="clock" size={16} /> {readTime(item.readMinutes)}
                  </p>
                  <h3 className="card__title">{item.title}</h3>
                  <p className="line-clamp-3">{item.description}</p>
                  <a className="text-link article-card__link" href={item.path}>
                    Read Article<span className="visually-hidden">: {item.title}</span> <Icon name="arrowRight" size={16} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      {article.closing ? (
        <section className="cta-band" aria-labelledby="article-cta">
          <div className="container cta-band__inner">
            <h2 id="article-cta">Ready for a website that works for your business?</h2>
            <p>Custom design, hosting included and local Florida support, at a published price.</p>
            <div className="button-row button-row--center">
              <ButtonLink href="/pricing" variant="accent" size="lg">
                {article.closing.pricing}
              </ButtonLink>
              <ButtonLink href="/contact" variant="light" size="lg">
                {article.closing.contact}
              </ButtonLink>
            </div>
          </div>
        </section>
      ) : null}
    </article>
  );
}
