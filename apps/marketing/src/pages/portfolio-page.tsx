import { ButtonLink } from '../components/button-link';
import { PageHero } from '../components/page-hero';
import { portfolioProjects } from '../content/portfolio';
import { caseStudies } from '../content/proof';
import { CaseStudiesSection } from '../components/proof-blocks';

export function PortfolioPage() {
  return (
    <>
      <PageHero title="Our Portfolio" subtitle="Sample projects that show the kind of websites we build for Florida small businesses." />
      <section className="section" aria-label="Sample projects">
        <div className="container">
          <ul className="card-grid card-grid--3">
            {portfolioProjects.map((project, index) => (
              <li key={project.title} className="card card--media">
                <img
                  className="card__image"
                  src={project.image}
                  alt={project.imageAlt}
                  width={640}
                  height={400}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                />
                <div className="card__body">
                  <p className="eyebrow">{project.category}</p>
                  <h2 className="card__title">{project.title}</h2>
                  <p>{project.description}</p>
                  <ul className="tag-list" aria-label="Features">
                    {project.tags.map((tag) => (
                      <li key={tag}>{tag}</li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CaseStudiesSection items={caseStudies} />
      <section className="cta-band" aria-labelledby="portfolio-cta">
        <div className="container cta-band__inner">
          <h2 id="portfolio-cta">Want a website like these?</h2>
          <p>Every site starts from a published package price. Pick yours and we will take it from there.</p>
          <div className="button-row button-row--center">
            <ButtonLink href="/pricing" variant="accent" size="lg">
              See Pricing
            </ButtonLink>
            <ButtonLink href="/contact" variant="light" size="lg">
              Contact Us
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
