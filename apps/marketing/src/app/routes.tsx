import { ReactElement } from 'react';
import { absoluteUrl, fullAddress, site } from '../config/site';
import { articles } from '../content/articles';
import { faqItems } from '../content/faq';
import { PAGE_UPDATED } from '../content/page-dates';
import { Article } from '../content/articles/types';
import { AboutPage } from '../pages/about-page';
import { ArticlePage } from '../pages/article-page';
import { ContactPage } from '../pages/contact-page';
import { FaqPage } from '../pages/faq-page';
import { HomePage } from '../pages/home-page';
import { LearningCenterPage } from '../pages/learning-center-page';
import { NotFoundPage } from '../pages/not-found-page';
import { PaymentSuccessPage } from '../pages/payment-success-page';
import { PortfolioPage } from '../pages/portfolio-page';
import { PricingPage } from '../pages/pricing-page';
import { PrivacyPage } from '../pages/privacy-page';
import { ResourcesPage } from '../pages/resources-page';
import { ServicesPage } from '../pages/services-page';
import { TermsPage } from '../pages/terms-page';
import { QuestionnaireSuccessPage } from '../pages/questionnaire-success-page';
import { StartPage } from '../pages/start-page';
import { UploadFilesPage } from '../pages/upload-files-page';

export interface PageRoute {
  /** URL path; '*' is the not-found page (written as 404.html). */
  path: string;
  title: string;
  description: string;
  keywords?: string;
  /** 'site': banner, navigation and footer around the page; 'bare': the page alone (docs/product.md §2). */
  layout: 'site' | 'bare';
  /** Listed in sitemap.xml and open to search engines. */
  indexable: boolean;
  ogType: 'website' | 'article';
  jsonLd?: object[];
  /** When the page's content last changed (YYYY-MM-DD), for the sitemap; none for pages not listed there. */
  lastModified?: string;
  /** `data-page` on <body>, for the page script. */
  pageId: string;
  render: () => ReactElement;
}

/** Search results show about 60 characters of a title and 160 of a description. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

/** The page title with the brand after it, when both fit in TITLE_MAX; the page title alone otherwise. */
const brandTitle = (title: string) => {
  const branded = `${title} | ${site.brandName}`;
  return branded.length <= TITLE_MAX ? branded : title;
};

const shareImageUrl = absoluteUrl(site.shareImage.path);

const localBusiness = {
  '@context': 'https://schema.org',
  '@type': 'LocalBusiness',
  '@id': `${absoluteUrl('/')}#business`,
  name: site.brandName,
  description: 'Affordable custom websites with local Florida support for small businesses: web design, web development and website maintenance.',
  url: absoluteUrl('/'),
  email: site.email,
  telephone: site.phone,
  foundingDate: String(site.foundedYear),
  priceRange: '$$',
  image: shareImageUrl,
  geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
  openingHoursSpecification: site.openingHours.map((hours) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: hours.days,
    opens: hours.opens,
    closes: hours.closes,
  })),
  address: {
    '@type': 'PostalAddress',
    addressLocality: site.address.locality,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  },
  areaServed: { '@type': 'State', name: 'Florida' },
  hasOfferCatalog: {
    '@type': 'OfferCatalog',
    name: 'Web services',
    itemListElement: ['Web Design', 'Web Development', 'Website Maintenance'].map((name) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name, areaServed: { '@type': 'State', name: 'Florida' } },
    })),
  },
};

function articleJsonLd(article: Article): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    articleSection: article.category,
    datePublished: article.published,
    dateModified: article.updated ?? article.published,
    image: [shareImageUrl],
    mainEntityOfPage: absoluteUrl(article.path),
    author: { '@type': 'Organization', name: site.brandName, url: absoluteUrl('/') },
    publisher: {
      '@type': 'Organization',
      name: site.brandName,
      url: absoluteUrl('/'),
      logo: { '@type': 'ImageObject', url: absoluteUrl('/apple-touch-icon.png') },
    },
  };
}

/** Home › section (Learning Center or Resources, as the article's back link says) › article. */
function breadcrumbJsonLd(article: Article): object {
  const trail = [
    { name: 'Home', path: '/' },
    { name: article.back.href === '/resources' ? 'Resources' : 'Learning Center', path: article.back.href },
    { name: article.title, path: article.path },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: absoluteUrl(step.path) })),
  };
}

const faqJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqItems.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
};

const pageRoutes: PageRoute[] = [
  {
    path: '/',
    title: brandTitle('Affordable Web Design for Florida Small Businesses'),
    description: `Custom, mobile-optimized websites for Florida small businesses with transparent pricing and local support from ${site.address.locality}. No agency price tag.`,
    keywords: `Florida web design, small business website, affordable website design, ${site.address.locality} web designer, mobile-optimized website, local SEO, website maintenance`,
    layout: 'site',
    indexable: true,
    ogType: 'website',
    jsonLd: [localBusiness],
    pageId: 'home',
    render: () => <HomePage />,
  },
  {
    path: '/services',
    title: brandTitle('Web Design & Development Services'),
    description: 'Custom web development, UI/UX design, responsive design, SEO, performance optimization and security & maintenance for small businesses.',
    layout: 'site',
    indexable: true,
    ogType: 'website',
    pageId: 'services',
    render: () => <ServicesPage />,
  },
  {
    path: '/pricing',
    title: brandTitle('Florida Web Design Packages & Pricing'),
    description:
      'Transparent website packages with hosting included. Compare Basic, Starter and Business Growth websites for 1, 2, 5 or 10 years and add extras.',
    layout: 'site',
    indexable: true,
    ogType: 'website',
    pageId: 'pricing',
    render: () => <PricingPage />,
  },
  {
    path: '/about',
    title: brandTitle('About Us'),
    description: `Building affordable custom websites for Florida small businesses since ${site.foundedYear}. Our story, our approach and why clients choose us.`,
    layout: 'site',
    indexable: true,
    ogType: 'website',
    pageId: 'about',
    render: () => <AboutPage />,
  },
  {
    path: '/portfolio',
    title: brandTitle('Portfolio of Sample Website Projects'),
    description: 'Sample e-commerce, restaurant, corporate, portfolio, real estate and healthcare websites showing the work we do for small businesses.',
    layout: 'site',
    indexable: true,
    ogType: 'website',
    pageId: 'portfolio',
    render: () => <PortfolioPage />,
  },
  {
    path: '/learning-center',
    title: brandTitle('Learning Center: Website Guides for Small Businesses'),
    description: 'Free guides on why you need a website, choosing a web design partner, website costs, affordable design and internet marketing.',
    layout: 'site',
    indexable: true,
    ogType: 'website',
    pageId: 'learning-center',
    render: () => <LearningCenterPage />,
  },
  ...articles.map((article): PageRoute => ({
    path: article.path,
    title: brandTitle(article.title),
    description: article.seoDescription ?? article.description,
    layout: 'site',
    indexable: true,
    ogType: 'article',
    jsonLd: [articleJsonLd(article), breadcrumbJsonLd(article)],
    lastModified: article.updated ?? article.published,
    pageId: 'article',
    render: () => <ArticlePage article={article} />,
  })),
  {
    path: '/resources',
    title: brandTitle('Free Resources & AI Tools for Small Businesses'),
    description: 'Partner AI tools for launching, diagnosing and auditing your business, plus free guides to website design and internet marketing.',
    layout: 'site',
    indexable: true,
    ogType: 'website',
    pageId: 'resources',
    render: () => <ResourcesPage />,
  },
  {
    path: '/contact',
    title: brandTitle('Contact Us'),
    description: `Questions about a website for your business? Send us a message and we will reply within 24 hours, or call ${site.phone}. Based in ${fullAddress}.`,
    layout: 'site',
    indexable: true,
    ogType: 'website',
    pageId: 'contact',
    render: () => <ContactPage />,
  },
  {
    path: '/faq',
    title: brandTitle('Frequently Asked Questions'),
    description: 'Answers about website prices, timelines, renewals, revisions, SEO, editing your site and our 30-day warranty.',
    layout: 'site',
    indexable: true,
    ogType: 'website',
    jsonLd: [faqJsonLd],
    pageId: 'faq',
    render: () => <FaqPage />,
  },
  {
    path: '/terms',
    title: brandTitle('Terms of Service'),
    description: `The terms for website design, hosting and related services provided by ${site.brandName}.`,
    layout: 'site',
    indexable: true,
    ogType: 'website',
    pageId: 'terms',
    render: () => <TermsPage />,
  },
  {
    path: '/privacy',
    title: brandTitle('Privacy Policy'),
    description: `How ${site.brandName} collects, uses and protects your personal information.`,
    layout: 'site',
    indexable: true,
    ogType: 'website',
    pageId: 'privacy',
    render: () => <PrivacyPage />,
  },
  {
    path: '/payment-success',
    title: brandTitle('Payment Confirmation'),
    description: 'Confirmation of your website package purchase and your next steps.',
    layout: 'site',
    indexable: false,
    ogType: 'website',
    pageId: 'payment-success',
    render: () => <PaymentSuccessPage />,
  },
  {
    path: '/start',
    title: brandTitle('Start Your Website Project: Questionnaire'),
    description:
      'Tell us about your business, goals, design preferences, content, features, timeline and budget in a 7-step questionnaire. Save and continue any time.',
    layout: 'bare',
    indexable: true,
    ogType: 'website',
    pageId: 'start',
    render: () => <StartPage />,
  },
  {
    path: '/start/upload',
    title: brandTitle('Send Your Files'),
    description: 'Send the files for your website (logo, photos, menus, text) with the secure link we e-mailed after your questionnaire.',
    layout: 'bare',
    indexable: false,
    ogType: 'website',
    pageId: 'upload-files',
    render: () => <UploadFilesPage />,
  },
  {
    path: '/questionnaire-success',
    title: brandTitle('Questionnaire Received'),
    description: 'Thank you for your questionnaire. Here is what happens next with your website project.',
    layout: 'bare',
    indexable: false,
    ogType: 'website',
    pageId: 'questionnaire-success',
    render: () => <QuestionnaireSuccessPage />,
  },
  {
    path: '*',
    title: brandTitle('Page Not Found'),
    description: 'The page you are looking for does not exist.',
    layout: 'site',
    indexable: false,
    ogType: 'website',
    pageId: 'not-found',
    render: () => <NotFoundPage />,
  },
];

export const routes: PageRoute[] = pageRoutes.map((route) => ({ ...route, lastModified: route.lastModified ?? PAGE_UPDATED[route.path] }));

/** Titles and descriptions that search results would cut (checked while prerendering, so the build fails). */
export function seoProblems(route: PageRoute): string[] {
  const problems: string[] = [];
  if (route.title.length > TITLE_MAX) problems.push(`${route.path}: title has ${route.title.length} characters (at most ${TITLE_MAX}): ${route.title}`);
  if (route.description.length > DESCRIPTION_MAX) {
    problems.push(`${route.path}: description has ${route.description.length} characters (at most ${DESCRIPTION_MAX})`);
  }
  return problems;
}

/** dist-relative output file of a route: '/' → index.html, '/faq' → faq/index.html, '*' → 404.html. */
export function outputFileOf(path: string): string {
  if (path === '*') return '404.html';
  if (path === '/') return 'index.html';
  return `${path.replace(/^\//, '')}/index.html`;
}
