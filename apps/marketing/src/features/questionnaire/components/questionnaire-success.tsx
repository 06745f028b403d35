import { useEffect } from 'react';
import { Toaster } from '../../../components/toast';
import { site } from '../../../config/site';
import '../questionnaire.css';
import { showKeptSubmittedNotice } from '../submitted-notice';

const NEXT_STEPS = [
  { title: 'We review your answers', text: 'Our team reviews your questionnaire within 1 business day.' },
  { title: 'Kickoff call', text: 'We contact you to schedule a short kickoff call about your goals, content and timeline.' },
  { title: 'Design preview and proposal', text: 'You receive a design preview of your new website together with a detailed proposal.' },
] as const;

/** /questionnaire-success (docs/product.md §2). */
export function QuestionnaireSuccess() {
  useEffect(() => {
    showKeptSubmittedNotice();
  }, []);

  return (
    <div className="q-page">
      <main className="q-main q-success" id="main-content">
        <div className="q-card q-success__card">
          <div className="q-success__icon" aria-hidden="true">
            ✓
          </div>
          <h1 className="q-success__title">Thank You!</h1>
          <p className="q-success__lead">We&apos;ve received your questionnaire and we&apos;re excited to start working on your website.</p>
          <section className="q-success__next" aria-labelledby="q-next-title">
            <h2 className="q-success__subtitle" id="q-next-title">
              What happens next?
            </h2>
            <ol className="q-success__steps">
              {NEXT_STEPS.map((item, index) => (
                <li className="q-success__step" key={item.title}>
                  <span className="q-success__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="q-success__step-title">{item.title}</h3>
                    <p className="q-success__step-text">{item.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
          <div className="q-success__actions">
            <a className="q-button q-button--primary" href="/">
              Return Home
            </a>
            <a className="q-button q-button--secondary" href="/contact">
              Contact Us
            </a>
          </div>
          <p className="q-success__support">
            Questions in the meantime? Email us at <a href={`mailto:${site.email}`}>{site.email}</a>.
          </p>
        </div>
      </main>
      <Toaster />
    </div>
  );
}
