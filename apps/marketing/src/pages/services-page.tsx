import { ButtonLink } from '../components/button-link';
import { Icon, IconName } from '../components/icon';
import { PageHero } from '../components/page-hero';

const services: Array<{ icon: IconName; title: string; text: string; points: string[] }> = [
  {
    icon: 'code',
    title: 'Custom Web Development',
    text: 'Websites built for the way your business actually works, from a simple brochure site to booking forms and online ordering.',
    points: ['Hand-built, lightweight code', 'Forms that reach your inbox', 'Integrations with the tools you use'],
  },
  {
    icon: 'palette',
    title: 'UI/UX Design',
    text: 'Clear layouts and readable pages that guide visitors to call, book or buy, designed around your brand and your customers.',
    points: ['Brand-matched colors and type', 'Simple, obvious navigation', 'Calls to action that convert'],
  },
  {
    icon: 'monitor',
    title: 'Responsive Design',
    text: 'Every page is planned for phones first and then scaled up, so it looks right on phones, tablets, laptops and wide screens.',
    points: ['Mobile-first layouts', 'Tap-friendly buttons and menus', 'Tested on real devices'],
  },
  {
    icon: 'search',
    title: 'SEO Optimization',
    text: 'Search-friendly structure, page titles, descriptions and local business details so nearby customers can find you on Google.',
    points: ['Local search basics', 'Clean, crawlable pages', 'Sitemaps and structured data'],
  },
  {
    icon: 'gauge',
    title: 'Performance Optimization',
    text: 'Fast pages keep visitors around. We keep scripts small, images compressed and hosting tuned so your site loads quickly.',
    points: ['Compressed, sized images', 'Minimal JavaScript', 'Long-lived caching of static files'],
  },
  {
    icon: 'lock',
    title: 'Security & Maintenance',
    text: 'SSL, updates, backups and monitoring handled for you, plus a local team to call when something needs to change.',
    points: ['SSL certificate included', 'Regular backups and updates', 'Help from people in Florida'],
  },
];

export function ServicesPage() {
  return (
    <>
      <PageHero title="Our Services" subtitle="Comprehensive web development solutions tailored to your business needs" />
      <section className="section" aria-label="Services">
        <div className="container">
          <ul className="card-grid card-grid--3">
            {services.map((service) => (
              <li key={service.title} className="card">
                <span className="card__icon">
                  <Icon name={service.icon} />
                </span>
                <h2 className="card__title">{service.title}</h2>
                <p>{service.text}</p>
                <ul className="check-list">
                  {service.points.map((point) => (
                    <li key={point}>
                      <Icon name="check" size={16} /> {point}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="cta-band" aria-labelledby="services-cta">
        <div className="container cta-band__inner">
          <h2 id="services-cta">Not sure which service you need?</h2>
          <p>Tell us about your business and we will recommend the simplest option that does the job.</p>
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
