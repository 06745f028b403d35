import { formatUsd, getPackage, RENEWAL_TERMS_TEXT } from '@fw/shared-catalog';
import { site } from '../config/site';
import { basicIncludes, basicName, highestPrice, paymentModel, startingPrice } from './pricing-facts';
import { timelineText } from './timeline';

const basic = getPackage('basic');
const growth = getPackage('business-growth');

export interface FaqItem {
  question: string;
  answer: string;
}

/** Ten questions (docs/product.md §2). Prices come from the catalogue; policy figures from docs/product.md §9. */
export const faqItems: readonly FaqItem[] = [
  {
    question: 'How much does a website cost?',
    answer: `Our packages start at ${startingPrice} for the ${basicName}, which includes ${basicIncludes}. The longest terms cost the most up front: prices go up to ${highestPrice.amount} for the ${highestPrice.packageName} with ${highestPrice.termYears} years prepaid, a lower cost per year than renewing. ${paymentModel} Every price is listed on our pricing page in US dollars.`,
  },
  {
    question: 'How long does it take to build my website?',
    answer: `${timelineText} Larger sites with more pages or special features can take a little longer; we agree the timeline with you before we start.`,
  },
  {
    question: 'What happens after my first term ends?',
    answer: `After your prepaid term, hosting renews yearly: ${formatUsd(basic.renewalCentsPerYear)}/year for the Basic and Starter websites and ${formatUsd(
      growth.renewalCentsPerYear,
    )}/year for the ${growth.name}. ${RENEWAL_TERMS_TEXT}`,
  },
  {
    question: 'Do I need to provide my own content and photos?',
    answer:
      'You know your business best, so we ask for the basics in our questionnaire: your services, story and any photos or logo you already have. We polish the text, suggest what is missing and can use quality stock photography where you do not have your own.',
  },
  {
    question: 'Can I update the website myself?',
    answer:
      'Yes. Every client gets access to a simple dashboard where you can edit the text on your website and publish blog posts without any technical knowledge. For bigger changes, just ask us.',
  },
  {
    question: 'Will my website work on phones and tablets?',
    answer:
      'Absolutely. Every site we build is mobile-optimized and tested on phones, tablets and desktops, because most of your visitors will find you on a phone.',
  },
  {
    question: 'Do you help with Google and search engines?',
    answer:
      'Every website includes the search basics: clean page titles and descriptions, a sitemap, fast loading and local business details. The Business Growth Website adds Google Business Profile setup and an SEO Starter Pack targeting 5 keywords.',
  },
  {
    question: 'How many revisions do I get?',
    answer:
      'The Basic and Starter websites include 1 revision round and the Business Growth Website includes 2 revision rounds. A revision round is a consolidated list of changes you send us after reviewing your design.',
  },
  {
    question: 'Is there a warranty after launch?',
    answer:
      'Yes. We fix any bug or error in the work we delivered free of charge for 30 days after launch. After that, ongoing updates, backups and support are covered by your hosting renewal.',
  },
  {
    question: 'Where are you located and who will I talk to?',
    answer: `We are a local team based in ${site.address.locality}, ${site.address.regionName}. You will talk to the same people who design and build your website, by phone, e-mail or in person, and we reply to messages within 24 hours.`,
  },
];
