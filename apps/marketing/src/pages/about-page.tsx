import { ButtonLink } from '../components/button-link';
import { Icon } from '../components/icon';
import { PageHero } from '../components/page-hero';
import { site } from '../config/site';

const reasons = [
  {
    title: 'Honest, published prices',
    text: 'Our packages and renewals are on the pricing page. No "call for a quote" games for a standard small-business site.',
  },
  { title: 'Local and reachable', text: `We are based in ${site.address.locality} and work Florida hours. You can call, e-mail or meet us.` },
  { title: 'Built to be fast', text: 'Small pages, compressed images and careful hosting mean your site loads quickly on a phone with one bar of signal.' },
  { title: 'You stay in control', text: 'Edit your own text and blog from a simple dashboard, and own your domain and your content.' },
];

export function AboutPage() {
  return (
    <>
      <PageHero title={`About ${site.brandName}`} subtitle="Affordable custom websites and local support for Florida small businesses." />
      <div className="container prose-page">
        <section aria-labelledby="story">
          <h2 id="story">Our Story</h2>
          <p>
            We have been building websites for Florida small businesses since {site.foundedYear}. It started with a bakery owner in {site.address.locality} who
            had been quoted five figures by an agency for a five-page website, and a neighbor who had spent three weekends fighting a template builder. Both
            needed the same thing: a professional site that showed up on Google, worked on a phone and could be changed without paying a developer for every new
            price list.
          </p>
          <p>
            That became our model. Fixed, published packages; a custom design for every client; hosting, security and backups handled for you; and a real person
            in {site.address.regionName} to talk to when something needs to change. Today we work with restaurants, contractors, salons, clinics, shops and
            service businesses across the state.
          </p>
        </section>
        <section aria-labelledby="approach">
          <h2 id="approach">Our Approach</h2>
          <p>
            Every project starts with a short questionnaire about your business, your customers and the one action you most want a visitor to take. We design
            around that action, write or polish the copy with you, and build lightweight pages that load quickly and are easy for search engines to understand.
          </p>
          <ol className="steps">
            <li>
              <strong>Listen.</strong> We learn how your customers find you and what makes them choose you.
            </li>
            <li>
              <strong>Design.</strong> You get a preview of your site to review before we build the rest.
            </li>
            <li>
              <strong>Build and launch.</strong> We build, test on real phones, connect your domain and go live.
            </li>
            <li>
              <strong>Support.</strong> Hosting, SSL, updates, backups and help stay with us so you can run your business.
            </li>
          </ol>
        </section>
        <section aria-labelledby="why">
          <h2 id="why">Why Choose Us</h2>
          <ul className="card-grid card-grid--2">
            {reasons.map((reason) => (
              <li key={reason.title} className="card card--compact">
                <h3>
                  <Icon name="check" size={18} /> {reason.title}
                </h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ul>
          <div className="button-row">
            <ButtonLink href="/pricing" variant="primary">
              See Pricing
            </ButtonLink>
            <ButtonLink href="/contact" variant="outline">
              Contact Us
            </ButtonLink>
          </div>
        </section>
      </div>
    </>
  );
}
