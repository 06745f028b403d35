import { ButtonLink } from '../components/button-link';
import { Icon } from '../components/icon';
import { PageHero } from '../components/page-hero';
import { site } from '../config/site';

export function ResourcesPage() {
  return (
    <>
      <PageHero title="Free Resources & AI Tools" subtitle="Partner tools and plain-English guides to help you start, check and grow your small business." />
      <section className="section" aria-labelledby="tools-title">
        <div className="container">
          <div className="section__header">
            <h2 id="tools-title">AI Tools From Our Partners</h2>
            <p>Each tool opens on the partner's own website in a new tab.</p>
          </div>
          <ul className="card-grid card-grid--3">
            {site.partnerTools.map((tool) => (
              <li key={tool.id} className="card">
                <span className="card__icon">
                  <Icon name="bot" />
                </span>
                <h3>{tool.name}</h3>
                <p>{tool.description}</p>
                <a className="button button--outline card__action" href={tool.url} target="_blank" rel="noopener noreferrer">
                  Open {tool.name} <Icon name="external" size={16} />
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--tinted" aria-labelledby="guides-title">
        <div className="container">
          <div className="section__header">
            <h2 id="guides-title">Free Guides</h2>
            <p>Long-form guides written for business owners, not developers.</p>
          </div>
          <ul className="card-grid card-grid--2">
            <li className="card">
              <span className="card__icon">
                <Icon name="book" />
              </span>
              <h3>Affordable Website Design Guide</h3>
              <p>What a good small-business website includes, what it should cost and how to get one without overpaying.</p>
              <a className="text-link" href="/resources/affordable-website-design-guide">
                Read the Website Design Guide <Icon name="arrowRight" size={16} />
              </a>
            </li>
            <li className="card">
              <span className="card__icon">
                <Icon name="trend" />
              </span>
              <h3>Internet Marketing Guide</h3>
              <p>Search, social, e-mail and analytics for beginners, with a three-month action plan and a list of free tools.</p>
              <a className="text-link" href="/resources/internet-marketing-guide">
                Read the Internet Marketing Guide <Icon name="arrowRight" size={16} />
              </a>
            </li>
          </ul>
        </div>
      </section>
      <section className="cta-band" aria-labelledby="resources-cta">
        <div className="container cta-band__inner">
          <h2 id="resources-cta">Ready for a website that works as hard as you do?</h2>
          <p>Compare our packages: every price is published, with hosting and SSL included for your term.</p>
          <div className="button-row button-row--center">
            <ButtonLink href="/pricing" variant="accent" size="lg">
              View Pricing
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
