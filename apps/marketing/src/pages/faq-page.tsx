import { ButtonLink } from '../components/button-link';
import { Icon } from '../components/icon';
import { PageHero } from '../components/page-hero';
import { site } from '../config/site';
import { faqItems } from '../content/faq';

/**
 * A single-open list built on `<details name="faq">`: browsers close the other items natively, it
 * works without JavaScript, and the page script keeps it exclusive where `name` is unsupported.
 */
export function FaqPage() {
  return (
    <>
      <PageHero title="Frequently Asked Questions" subtitle="Straight answers about pricing, timelines and working with us." />
      <section className="section" aria-label="Questions and answers">
        <div className="container container--narrow">
          <div className="faq-list">
            {faqItems.map((item) => (
              <details key={item.question} name="faq" className="faq-item">
                <summary className="faq-item__question">
                  <span>{item.question}</span>
                  <Icon name="arrowRight" size={18} className="faq-item__chevron" />
                </summary>
                <div className="faq-item__answer">
                  <p>{item.answer}</p>
                </div>
              </details>
            ))}
          </div>
          <div className="callout">
            <h2>Still have questions?</h2>
            <p>Talk to a real person in Florida. We are happy to help.</p>
            <div className="button-row button-row--center">
              <a className="button button--primary" href={site.phoneHref}>
                <Icon name="phone" size={18} /> Call {site.phone}
              </a>
              <ButtonLink href="/contact" variant="outline">
                Send a Message
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
