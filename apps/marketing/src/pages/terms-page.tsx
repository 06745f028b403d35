import { PageHero } from '../components/page-hero';
import { fullAddress, site } from '../config/site';
import { LEGAL_LAST_UPDATED, LEGAL_LAST_UPDATED_ISO } from '../content/legal';
import { basicIncludes, basicName, paymentModel } from '../content/pricing-facts';
import { timelineText } from '../content/timeline';

export function TermsPage() {
  return (
    <>
      <PageHero
        title="Terms of Service"
        subtitle={
          <>
            Last updated: <time dateTime={LEGAL_LAST_UPDATED_ISO}>{LEGAL_LAST_UPDATED}</time>
          </>
        }
      />
      <div className="container prose-page">
        <p>
          These terms govern the website design, development, hosting and related services provided by {site.brandName} ("we", "us") to you ("the client"). By
          purchasing a package, submitting a project questionnaire or using our client dashboard you agree to them.
        </p>
        <h2>1. Services</h2>
        <p>
          We design, build and host websites for small businesses according to the package you choose. The features, number of pages and revision rounds of each
          package are described on our pricing page at the time of purchase. Work outside the package is quoted separately before it starts.
        </p>
        <h2>2. Pricing and Payment</h2>
        <ul>
          <li>All prices are in US dollars (USD) and are shown on our pricing page.</li>
          <li>
            {paymentModel} Each package includes what its card on the pricing page lists; the {basicName} includes {basicIncludes}.
          </li>
          <li>For custom projects we ask for a 50% deposit before work begins, with the balance due on completion, before the site goes live.</li>
          <li>Package purchases made online are paid at checkout through our payment provider; we never see or store your card number.</li>
          <li>
            After the prepaid term, hosting renews once per year at the renewal price shown for your package. Renewal covers hosting, SSL, updates, backups and
            support, and you can cancel anytime before the next renewal date.
          </li>
        </ul>
        <h2>3. Timeline</h2>
        <p>{timelineText} Delays in providing content, feedback or approvals extend the timeline accordingly. Dates are estimates, not guarantees.</p>
        <h2>4. Revisions and Approval</h2>
        <p>
          Each package includes the number of revision rounds stated on the pricing page. A revision round is one consolidated list of changes to the design or
          content. Additional rounds or changes after approval may be billed at our standard rates, agreed with you in advance.
        </p>
        <h2>5. Warranty</h2>
        <p>
          We provide a 30-day warranty after launch. During this period we fix, free of charge, any defect in the work we delivered. The warranty does not cover
          changes you make yourself, new features, or problems caused by third-party services.
        </p>
        <h2>6. Client Content and Responsibilities</h2>
        <p>
          You are responsible for the text, images, logos and other material you provide and confirm you have the right to use them. You agree not to use the
          website or dashboard for unlawful content. You are responsible for keeping your dashboard password private.
        </p>
        <h2>7. Ownership</h2>
        <p>
          Once paid in full, you own the content and design created specifically for your website. Your domain name is registered in your business's name where
          included. We keep the right to show the finished site in our portfolio unless you ask us not to.
        </p>
        <h2>8. Hosting, Suspension and Cancellation</h2>
        <p>
          We keep your site online with reasonable care, backups and security updates. We may suspend hosting for unpaid renewals after notice. If you cancel,
          we will help you move your content and domain to another provider.
        </p>
        <h2>9. Limitation of Liability</h2>
        <p>
          To the extent allowed by law, our total liability for any claim relating to our services is limited to the amount you paid us in the twelve months
          before the claim. We are not liable for indirect losses such as lost profits or lost business.
        </p>
        <h2>10. Governing Law</h2>
        <p>These terms are governed by the laws of the State of Florida, and disputes are handled in the courts of Palm Beach County.</p>
        <h2>11. Changes and Contact</h2>
        <p>
          We may update these terms; the date at the top shows the latest version. Questions? E-mail <a href={`mailto:${site.email}`}>{site.email}</a>, call{' '}
          <a href={site.phoneHref}>{site.phone}</a> or write to {site.brandName}, {fullAddress}.
        </p>
      </div>
    </>
  );
}
