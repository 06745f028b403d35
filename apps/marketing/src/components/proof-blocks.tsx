import type { CaseStudy, Testimonial } from '../content/proof';

/** Client quotes; renders nothing without entries (content/proof.ts). */
export function TestimonialsSection({ items }: { items: readonly Testimonial[] }) {
  if (items.length === 0) return null;
  return (
    <section className="section" aria-labelledby="testimonials-title">
      <div className="container">
        <div className="section__header">
          <h2 id="testimonials-title">What Our Clients Say</h2>
        </div>
        <ul className="card-grid card-grid--3 testimonials">
          {items.map((item) => (
            <li key={`${item.name}-${item.role}`} className="card">
              <figure className="testimonial">
                <blockquote>
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption>
                  <strong>{item.name}</strong>, {item.role}
                  {item.location ? ` (${item.location})` : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Client case studies; renders nothing without entries (content/proof.ts). */
export function CaseStudiesSection({ items }: { items: readonly CaseStudy[] }) {
  if (items.length === 0) return null;
  return (
    <section className="section section--tinted" aria-labelledby="case-studies-title">
      <div className="container">
        <div className="section__header">
          <h2 id="case-studies-title">Case Studies</h2>
        </div>
        <ul className="card-grid card-grid--2 case-studies">
          {items.map((item) => (
            <li key={item.client} className="card">
              <p className="eyebrow">{item.industry}</p>
              <h3>{item.client}</h3>
              <dl className="case-study">
                <dt>Challenge</dt>
                <dd>{item.challenge}</dd>
                <dt>What we built</dt>
                <dd>{item.solution}</dd>
                <dt>Result</dt>
                <dd>{item.result}</dd>
              </dl>
              {item.url ? (
                <a href={item.url} rel="noopener" target="_blank">
                  Visit {item.client}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
