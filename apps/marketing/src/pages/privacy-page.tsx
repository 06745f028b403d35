import { PageHero } from '../components/page-hero';
import { fullAddress, site } from '../config/site';
import { LEGAL_LAST_UPDATED, LEGAL_LAST_UPDATED_ISO } from '../content/legal';

export function PrivacyPage() {
  return (
    <>
      <PageHero
        title="Privacy Policy"
        subtitle={
          <>
            Last updated: <time dateTime={LEGAL_LAST_UPDATED_ISO}>{LEGAL_LAST_UPDATED}</time>
          </>
        }
      />
      <div className="container prose-page">
        <p>
          This policy explains what personal information {site.brandName} collects through this website, our project questionnaire and our client dashboard, how
          we use it and the choices you have.
        </p>
        <h2>1. Information We Collect</h2>
        <ul>
          <li>
            <strong>Contact messages:</strong> your name, e-mail address, subject and message when you use our contact form.
          </li>
          <li>
            <strong>Project questionnaire:</strong> business details, goals, design preferences and the other answers you choose to give.
          </li>
          <li>
            <strong>Purchases:</strong> the package you bought, the amount and your e-mail address. Card payments are processed by our payment provider; we
            never receive or store your card number.
          </li>
          <li>
            <strong>Client accounts:</strong> your name, e-mail address, a securely hashed password, and the content you edit in the dashboard.
          </li>
          <li>
            <strong>Technical data:</strong> basic server logs (such as IP address, browser type and pages requested) kept for security.
          </li>
        </ul>
        <h2>2. How We Use Your Information</h2>
        <p>
          We use your information to reply to you (we answer contact messages within 24 hours), to plan and build your website, to process payments and
          renewals, to provide support, to send service e-mails such as account confirmations, and to keep our systems secure. We do not sell your personal
          information and we do not send marketing e-mail without your consent.
        </p>
        <h2>3. Cookies</h2>
        <p>
          Our public pages do not use advertising or tracking cookies. The client dashboard uses a strictly necessary cookie to keep you signed in. Your
          browser's session storage briefly remembers the package you chose during checkout.
        </p>
        <h2>4. Sharing</h2>
        <p>
          We share information only with service providers that help us run our business (payment processing, hosting and e-mail delivery), under agreements
          that require them to protect it, or when the law requires us to.
        </p>
        <h2>5. Retention and Security</h2>
        <p>
          We keep information for as long as needed to provide our services and meet legal and accounting obligations. Connections to this site are encrypted,
          passwords are stored as one-way hashes and access to client data is limited to the people who need it.
        </p>
        <h2>6. Your Choices</h2>
        <p>
          You can ask us to access, correct or delete your personal information, or to stop using it for a particular purpose, by e-mailing{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a>. Clients can update their name from the dashboard at any time.
        </p>
        <h2>7. Children's Privacy</h2>
        <p>
          Our services are intended for businesses and are not directed to children under 13. We do not knowingly collect personal information from children
          under 13; if you believe a child has given us information, contact us and we will delete it.
        </p>
        <h2>8. Changes to This Policy</h2>
        <p>We may update this policy from time to time. The date at the top of the page shows when it last changed.</p>
        <h2>9. Contact Us</h2>
        <p>
          {site.brandName}, {fullAddress}. E-mail <a href={`mailto:${site.email}`}>{site.email}</a> or call <a href={site.phoneHref}>{site.phone}</a>.
        </p>
      </div>
    </>
  );
}
