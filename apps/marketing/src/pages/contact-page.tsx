import { Island } from '../app/island';
import { Icon } from '../components/icon';
import { PageHero } from '../components/page-hero';
import { fullAddress, site } from '../config/site';
import ContactFormIsland from '../features/contact/contact.island';

export function ContactPage() {
  return (
    <>
      <PageHero title="Get In Touch" subtitle="Have a question or a project in mind? Send us a message and we'll reply within 24 hours." />
      <section className="section">
        <div className="container contact-layout">
          <div className="card contact-layout__form">
            <h2>Send Us a Message</h2>
            <p className="muted">All fields are required. We reply within 24 hours.</p>
            <noscript>
              <p className="notice">
                The form needs JavaScript. You can also e-mail us at <a href={`mailto:${site.email}`}>{site.email}</a>.
              </p>
            </noscript>
            <Island name="contact" component={ContactFormIsland} />
          </div>
          <aside className="contact-layout__info" aria-labelledby="contact-info-title">
            <h2 id="contact-info-title">Contact Information</h2>
            <ul className="contact-list contact-list--cards">
              <li>
                <span className="card__icon">
                  <Icon name="mail" />
                </span>
                <span>
                  <strong>Email</strong>
                  <a href={`mailto:${site.email}`}>{site.email}</a>
                </span>
              </li>
              <li>
                <span className="card__icon">
                  <Icon name="phone" />
                </span>
                <span>
                  <strong>Phone</strong>
                  <a href={site.phoneHref}>{site.phone}</a>
                </span>
              </li>
              <li>
                <span className="card__icon">
                  <Icon name="pin" />
                </span>
                <span>
                  <strong>Office</strong>
                  <span>{fullAddress}</span>
                </span>
              </li>
              <li>
                <span className="card__icon">
                  <Icon name="clock" />
                </span>
                <span>
                  <strong>Response time</strong>
                  <span>We reply to every message within 24 hours.</span>
                </span>
              </li>
            </ul>
          </aside>
        </div>
      </section>
    </>
  );
}
