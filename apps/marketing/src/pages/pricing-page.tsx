import { RENEWAL_TERMS_TEXT } from '@fw/shared-catalog';
import { Island } from '../app/island';
import { Icon } from '../components/icon';
import { PageHero } from '../components/page-hero';
import { site } from '../config/site';
import { paymentModel } from '../content/pricing-facts';
import PricingIsland from '../features/pricing/pricing.island';

export function PricingPage() {
  return (
    <>
      <PageHero
        title="Florida Web Design Packages"
        subtitle="Custom websites with hosting included. One transparent price, no hidden fees, local Florida support."
      />
      <section className="section" aria-label="Packages">
        <div className="container">
          <noscript>
            <p className="notice">
              Online checkout needs JavaScript. To order, call <a href={site.phoneHref}>{site.phone}</a> or e-mail{' '}
              <a href={`mailto:${site.email}`}>{site.email}</a>.
            </p>
          </noscript>
          <Island name="pricing" component={PricingIsland} className="pricing" />
          <div className="pricing-notes">
            <p>
              <Icon name="shield" size={18} /> {RENEWAL_TERMS_TEXT}
            </p>
            <p>
              <Icon name="dollar" size={18} /> {paymentModel} Prices are in USD. Secure checkout opens in a new tab; after payment we will ask a few questions
              about your business to get started.
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
