import { ButtonLink } from '../components/button-link';
import { Icon } from '../components/icon';
import { PageHero } from '../components/page-hero';
import { articles } from '../content/articles';
import { readTime } from '../content/articles/types';

export function LearningCenterPage() {
  return (
    <>
      <PageHero title="Learning Center" subtitle="Free, plain-English guides to help Florida small-business owners plan, build and grow their websites." />
      <section className="section" aria-label="Articles">
        <div className="container">
          <ul className="card-grid card-grid--3">
            {articles.map((article) => (
              <li key={article.path} className="card article-card">
                <p className="article-card__meta">
                  <span className="badge">{article.category}</span>
                  <span className="article-card__time">
                    <Icon name="clock" size={16} /> {readTime(article.readMinutes)}
                  </span>
                </p>
                <h2 className="card__title">{article.title}</h2>
                <p className="line-clamp-3">{article.description}</p>
                <a className="text-link article-card__link" href={article.path}>
                  Read Article<span className="visually-hidden">: {article.title}</span> <Icon name="arrowRight" size={16} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="cta-band" aria-labelledby="learning-cta">
        <div className="container cta-band__inner">
          <h2 id="learning-cta">Ready to put this into practice?</h2>
          <p>See what a professional website costs with us: every package and renewal is published.</p>
          <div className="button-row button-row--center">
            <ButtonLink href="/pricing" variant="accent" size="lg">
              See Pricing
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
