import { ReactElement } from 'react';
import { absoluteUrl, fullAddress, site } from '../config/site';
import { articles } from '../content/articles';
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

export interface PageRoute {
  /** URL path; '*' is the not-found page (written as 404.html). */
  path: string;
  title: string;
  description: string;
  keywords?: string;
  /** 'site': banner, navigation and footer around the page; 'bare': the page alone (spec §2). */
  layout: 'site' | 'bare';
  /** Listed in sitemap.xml and open to search engines. */
  indexable: boolean;
  ogType: 'website' | 'article';
  jsonLd?: object[];
  /** `data-page` on <body>, for the page script. */
  pageId: string;
  render: () => ReactElement;
}

const brandTitle = (title: string) => `${title} | ${site.brandName}`;

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
    mainEntityOfPage: absoluteUrl(article.path),
    author: { '@type': 'Organization', name: site.brandName, url: absoluteUrl('/') },
    publisher: { '@type': 'Organization', name: site.brandName, url: absoluteUrl('/') },
  };
}

export const routes: PageRoute[] = [
  {
    path: '/',
    title: brandTitle('Affordable Web Design for Florida Small Businesses'),
    description: `Custom, mobile-optimized websites for Florida small businesses with transparent pricing and local support from ${site.address.locality}. No agency price tag.`,
    keywords:
      `Florida web design, small business website, affordable website design, ${site.address.locality} web designer, mobile-optimized website, local SEO, website maintenance`,
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
    description: 'Transparent website packages with hosting included. Compare Basic, Starter and Business Growth websites for 1, 2, 5 or 10 years and add extras.',
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
  ...articles.map(
    (article): PageRoute => ({
      path: article.path,
      title: brandTitle(article.title),
      description: article.description,
      layout: 'site',
      indexable: true,
      ogType: 'article',
      jsonLd: [articleJsonLd(article)],
      pageId: 'article',
      render: () => <ArticlePage article={article} />,
    }),
  ),
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
    description: 'Tell us about your business, goals, design preferences, content, features, timeline and budget in a 7-step questionnaire. Save and continue any time.',
    layout: 'bare',
    indexable: true,
    ogType: 'website',
    pageId: 'start',
    render: () => <StartPage />,
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
    layout: 'bare',
    indexable: false,
    ogType: 'website',
    pageId: 'not-found',
    render: () => <NotFoundPage />,
  },
];

/** dist-relative output file of a route: '/' → index.html, '/faq' → faq/index.html, '*' → 404.html. */
export function outputFileOf(path: string): string {
  if (path === '*') return '404.html';
  if (path === '/') return 'index.html';
  return `${path.replace(/^\//, '')}/index.html`;
}
