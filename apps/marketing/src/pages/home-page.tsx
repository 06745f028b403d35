import { ButtonLink } from '../components/button-link';
import { TestimonialsSection } from '../components/proof-blocks';
import { Icon, IconName } from '../components/icon';
import { fullAddress, site } from '../config/site';
import { basicIncludes, basicName, basicRenewal, startingPrice } from '../content/pricing-facts';
import { testimonials } from '../content/proof';

const problems: Array<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'dollar',
    title: 'Agency Quotes of $10K+',
    text: 'Big agencies quote $10K+ for a small-business site, then add retainers on top. Most owners walk away before they ever get online.',
  },
  {
    icon: 'file',
    title: 'Cheap DIY Templates',
    text: 'Drag-and-drop templates look like everyone else, eat your weekends and still leave you with a site that does not bring in customers.',
  },
  {
    icon: 'globe',
    title: 'Overseas Support',
    text: 'Support tickets answered days later from another time zone by someone who has never heard of your town or your customers.',
  },
  {
    icon: 'clock',
    title: 'Slow Websites',
    text: 'Bloated pages that take seconds to load. Visitors leave before they see your phone number, and Google notices too.',
  },
  {
    icon: 'phone',
    title: 'Not Mobile-Friendly',
    text: 'Most of your visitors arrive on a phone. Tiny text, broken menus and sideways scrolling send them straight to a competitor.',
  },
  {
    icon: 'edit',
    title: '$100 for Simple Text Edits',
    text: 'Paying about $100 every time you need to change your opening hours or a price is a tax on keeping your business current.',
  },
];

const fixes: Array<{ icon: IconName; title: string; text: string; points: string[] }> = [
  {
    icon: 'dollar',
    title: 'Transparent Pricing',
    text: `Packages start at ${startingPrice} for the ${basicName}, with ${basicIncludes}. The price you see is the price you pay.`,
    points: ['Your whole term paid up front', `Then hosting renews from ${basicRenewal}`, 'No surprise invoices'],
  },
  {
    icon: 'palette',
    title: 'Custom Design',
    text: 'Your site is designed around your business, your colors and your customers, not squeezed into a template thousands of others use.',
    points: ['Built for your brand', 'Clear calls to action', 'Edit your own text from a simple dashboard'],
  },
  {
    icon: 'zap',
    title: 'Fast, Mobile-Optimized Sites',
    text: 'Lightweight pages that load quickly on any phone, with the technical SEO basics done right from day one.',
    points: ['Mobile-first layouts', 'Optimized images', 'Search-engine friendly structure'],
  },
];

/** docs/product.md §2 Home. Every heading, card, assurance and button is part of the requirement. */
export function HomePage() {
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <p className="trust-badge">
            <Icon name="star" size={16} /> Trusted by Florida Small Businesses
          </p>
          <h1 className="hero__title">Florida Small Businesses Deserve Better Websites</h1>
          <p className="hero__tagline">Affordable Sites. Local Support. No Agency Price Tag.</p>
          <p className="hero__lead">
            Custom, mobile-optimized websites starting at {startingPrice}, built and supported right here in {site.address.regionName}. Get found on Google,
            look professional on every phone and keep your site up to date without the agency invoices.
          </p>
          <div className="button-row">
            <ButtonLink href="/pricing" variant="accent" size="lg">
              Start Your Project <Icon name="arrowRight" size={18} />
            </ButtonLink>
            <ButtonLink href="/pricing" variant="light" size="lg">
              See Pricing
            </ButtonLink>
          </div>
          <ul className="assurances" aria-label="Our promises">
            <li>
              <Icon name="check" size={18} /> No Hidden Fees
            </li>
            <li>
              <Icon name="check" size={18} /> Mobile-Optimized
            </li>
            <li>
              <Icon name="check" size={18} /> Local Florida Support
            </li>
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="problems-title">
        <div className="container">
          <div className="section__header">
            <h2 id="problems-title">Tired of These Problems?</h2>
            <p>Most small-business owners we meet have been burned by at least one of these.</p>
          </div>
          <ul className="card-grid card-grid--3">
            {problems.map((problem) => (
              <li key={problem.title} className="card card--problem">
                <span className="card__icon card__icon--warn">
                  <Icon name={problem.icon} />
                </span>
                <h3>{problem.title}</h3>
                <p>{problem.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="fixes-title">
        <div className="container">
          <div className="section__header">
            <h2 id="fixes-title">Here's How We Fix It</h2>
            <p>A better website for a fair price, from people who pick up the phone.</p>
          </div>
          <ul className="card-grid card-grid--3">
            {fixes.map((fix) => (
              <li key={fix.title} className="card">
                <span className="card__icon">
                  <Icon name={fix.icon} />
                </span>
                <h3>{fix.title}</h3>
                <p>{fix.text}</p>
                <ul className="check-list">
                  {fix.points.map((point) => (
                    <li key={point}>
                      <Icon name="check" size={16} /> {point}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <div className="section__actions">
            <ButtonLink href="/pricing" variant="primary" size="lg">
              View Packages
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="support-title">
        <div className="container split">
          <div>
            <p className="eyebrow">Based in {site.address.locality}</p>
            <h2 id="support-title">Real Florida Support</h2>
            <p>
              When something needs to change on your website, you talk to a real person in {site.address.regionName} who knows your market: the seasonal rush,
              the snowbirds, hurricane-season closures and the neighborhoods your customers come from.
            </p>
            <ul className="check-list check-list--roomy">
              <li>
                <Icon name="check" size={16} /> Replies to every message within 24 hours
              </li>
              <li>
                <Icon name="check" size={16} /> Same time zone, same business calendar as you
              </li>
              <li>
                <Icon name="check" size={16} /> Plain-English advice, no jargon and no upselling
              </li>
            </ul>
          </div>
          <div className="support-card">
            <h3>Talk to us</h3>
            <ul className="contact-list contact-list--dark">
              <li>
                <Icon name="phone" size={18} />
                <a href={site.phoneHref}>{site.phone}</a>
              </li>
              <li>
                <Icon name="mail" size={18} />
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </li>
              <li>
                <Icon name="pin" size={18} />
                <span>{fullAddress}</span>
              </li>
            </ul>
          </div>
        </div>
      </section>

      <TestimonialsSection items={testimonials} />

      <section className="cta-band" aria-labelledby="cta-title">
        <div className="container cta-band__inner">
          <h2 id="cta-title">Ready to Get Started?</h2>
          <p>Pick a package today and have a professional website working for your business in a few weeks.</p>
          <div className="button-row button-row--center">
            <ButtonLink href="/pricing" variant="accent" size="lg">
              Start Your Project
            </ButtonLink>
            <ButtonLink href="/contact" variant="light" size="lg">
              Contact Us Today
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
