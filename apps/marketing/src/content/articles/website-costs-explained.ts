import { formatUsd, getPackage, priceFor } from '@fw/shared-catalog';
import type { Article } from './types';

const basic = getPackage('basic');
const growth = getPackage('business-growth');

export const websiteCostsExplained: Article = {
  path: '/learning-center/website-costs-explained',
  title: 'Website Costs Explained: What Small Businesses Really Pay',
  description:
    'From $10 a month builders to custom projects over $50,000: what drives the price of a website, the ongoing costs nobody mentions, and how to budget for a site that pays for itself.',
  category: 'Pricing & Budget',
  readMinutes: 12,
  back: { href: '/learning-center', label: 'Back to Learning Center' },
  seoDescription: "From $10-a-month builders to $50,000 custom projects: what drives a website's price, the running costs nobody mentions, and how to budget.",
  published: '2025-09-15',
  updated: '2026-11-23',
  intro:
    'Ask five web designers what a website costs and you may get five answers between a few hundred dollars and more than fifty thousand. That is not because the industry is trying to confuse you (well, not only). It is because "a website" can mean anything from a single page to a full online store with custom software behind it. This guide breaks down where the money goes so you can budget with confidence and compare quotes fairly.',
  body: [
    { h2: 'The short answer' },
    {
      p: 'For a typical small business, professionally built websites range from about $2,000 to over $50,000 depending on size, features and who builds them. A simple, well-designed site for a local service business sits at the lower end of that range, often well below it with a fixed-price package. Online stores, booking systems and custom features push the price up quickly.',
    },
    {
      table: {
        caption: 'Typical price ranges by type of website (industry estimates, one-time build)',
        head: ['Type of site', 'Typical range', 'What you usually get'],
        rows: [
          ['Simple brochure site (5-10 pages)', '$2,000 - $5,000', 'Custom design, contact form, mobile layout, basic SEO'],
          ['Small-business site with extras', '$5,000 - $15,000', 'More pages, blog, booking or quote forms, integrations'],
          ['E-commerce store', '$10,000 - $30,000', 'Product catalog, checkout, shipping and tax rules'],
          ['Custom web application', '$30,000 - over $50,000', 'Logins, dashboards, custom business logic'],
        ],
      },
    },
    {
      p: 'These are editorial estimates to help you orient yourself, not quotes. Fixed-price packages for small businesses, like ours, exist precisely to bring a professional custom site well below these agency figures.',
    },
    { h2: 'Why prices vary so much' },
    {
      ul: [
        '**Number of pages and templates.** Ten pages that share two layouts cost less than ten pages that are each unique.',
        '**Custom design versus a template.** A custom design built around your brand takes more design time than adjusting a theme.',
        '**Features.** Booking, online payments, member areas and integrations with other software all add build and testing time.',
        '**Content.** Professional copywriting and photography are often priced separately and can be a significant part of the budget.',
        '**Who builds it.** Agency rates cover account managers, offices and sales teams. Freelancers and small studios carry less overhead.',
        '**Revisions and meetings.** Unlimited rounds of changes are never really free; they are built into the price.',
      ],
    },
    { h2: 'Your main options and what they cost' },
    { h3: 'DIY website builders: $10-$50 per month' },
    {
      p: "Builders charge a monthly subscription, typically $10-$50 per month, and you do the design, writing and setup yourself. The direct cost is low, but your time is not free. Many owners spend several weekends getting a site live, and the result often looks like the template it came from. Add-ons for bookings, online payments or removing the builder's branding can double the monthly fee.",
    },
    { h3: 'Freelancers: varies widely' },
    {
      p: 'Freelancers can be excellent value for a clearly defined project. Prices vary from a few hundred to several thousand dollars. The main risks are availability and continuity: make sure you know who hosts the site, who owns the domain and what happens if the freelancer moves on.',
    },
    { h3: 'Agencies: often $2,500-$10,000 for custom design alone' },
    {
      p: 'Agencies usually quote custom design at $2,500-$10,000 for a small site, before development, content and hosting, and quotes of $10,000 or more for a complete small-business website are common. You get a team and a structured process, but small clients often find themselves at the back of the queue and paying agency rates for every small change afterwards.',
    },
    { h3: 'Fixed-price small-business packages' },
    {
      p: `Packages bundle a custom design, a set number of pages and revision rounds, and a term of hosting into one published price. Ours start at ${formatUsd(
        priceFor(basic.id, 1),
      )} for the ${basic.name} with one year of hosting, up to ${formatUsd(priceFor(growth.id, 1))} for the ${
        growth.name
      } with up to 10 pages, Google Business Profile setup and an SEO starter pack. You can compare every package and term on our [pricing page](/pricing).`,
    },
    { h2: 'The ongoing costs nobody mentions' },
    { p: 'The build is only part of the cost of a website. Budget for these every year:' },
    {
      ul: [
        '**Domain name:** usually a modest yearly fee, more for premium names.',
        '**Hosting:** from a few dollars a month for basic shared hosting to much more for managed hosting with backups and support.',
        '**SSL certificate:** required for the padlock in the browser; often free or included with good hosting.',
        '**Maintenance:** software and security updates, backups and monitoring. Skipping this is how small sites get hacked.',
        '**Content changes:** some designers charge about $100 for each small text edit. A site you can edit yourself saves that every time.',
        '**Add-on subscriptions:** booking tools, e-mail marketing, premium plugins and stock photos.',
      ],
    },
    {
      tip: 'Ask every provider for the total cost over three years: build, hosting, maintenance and typical changes. It is the only fair way to compare a cheap build with expensive extras against an all-in package.',
    },
    { h2: 'Sample first-year budgets' },
    {
      p: 'Numbers are easier to judge side by side. These sample budgets are illustrations for a typical five-page local business website in its first year; your own figures will differ, but the shape of the comparison rarely does.',
    },
    {
      table: {
        caption: 'Illustrative first-year cost of a five-page small-business website (editorial estimates)',
        head: ['Item', 'DIY builder', 'Fixed-price package', 'Agency project'],
        rows: [
          ['Design and build', 'Your own time', 'Included in the package price', '$2,500-$10,000 or more'],
          ['Platform or hosting', '$10-$50 per month', 'Included for the chosen term', 'Often billed separately'],
          ['Domain name', 'Yearly fee', 'Add-on or included, by package', 'Yearly fee'],
          ['Small text edits', 'Your own time', 'Edit yourself in a dashboard', 'Often about $100 each'],
          ['Support', 'Help articles and chat', 'Local team by phone and e-mail', 'Account manager, billed hourly'],
        ],
      },
    },
    {
      p: 'The DIY column looks cheapest until you price your own hours. The agency column buys a team and a process, which makes sense for complex projects. For most small local businesses the middle column, a defined scope at a published price, gives the best balance of cost, quality and time.',
    },
    { h2: 'When it is worth spending more' },
    {
      p: 'Spending more is sensible when the website itself is the business or a large part of it. Online stores with hundreds of products, booking systems tied into staff calendars, customer portals and integrations with accounting or inventory software all need careful planning and testing. In those cases a larger budget is an investment in reliability, and cutting corners tends to cost more later.',
    },
    {
      p: 'It is rarely worth paying extra for things visitors do not notice: elaborate animations, custom illustrations on every page or a dozen pages nobody visits. Spend on clarity, speed, trustworthy photos and the one feature that saves you or your customers real time.',
    },
    { h2: 'How the timeline affects the cost' },
    {
      p: 'A typical small-business site takes 4-8 weeks across the industry, and most of the variation comes from content and decisions rather than coding. Rush jobs cost more because other work has to move. Slow projects cost more too: every month a project drags on means more meetings, more re-reading and more context switching. Having your text, photos and logo ready before kickoff is the single cheapest way to bring your cost and timeline down.',
    },
    { h2: 'How to set your website budget' },
    {
      ol: [
        '**Work out what a new customer is worth.** If an average customer spends $300 a year and stays for three years, one new customer from your website is worth $900.',
        '**Estimate realistic results.** Even two or three extra customers a month from search makes a modest website pay for itself quickly.',
        '**Decide what you truly need now.** Launch with the pages and features that drive your main goal; add the rest later.',
        '**Include the running costs.** Add hosting, maintenance and a small amount for changes to the first-year budget.',
        '**Keep a little for marketing.** A website nobody visits earns nothing; see our [internet marketing guide](/resources/internet-marketing-guide).',
      ],
    },
    { h2: 'Hidden costs and how to avoid them' },
    {
      ul: [
        'Quotes that do not state the number of pages or revision rounds.',
        'Hosting that is cheap for the first year and much more on renewal.',
        "Domains registered in the designer's name, which makes switching providers expensive.",
        'Paid plugins or themes licensed to the designer instead of you.',
        'Hourly billing for every small change after launch.',
      ],
    },
    { h2: 'Getting the most for your money' },
    {
      p: 'The best-value website is not the cheapest one; it is the one that brings in more business than it costs, year after year, without eating your time. Look for a published price, hosting and maintenance that are clearly included or priced, the ability to edit your own text, and a partner you can actually reach. If you want to compare options side by side, our guide to [affordable website design](/resources/affordable-website-design-guide) lists what every good small-business site should include.',
    },
  ],
  related: ['/learning-center/why-your-business-needs-website', '/learning-center/choose-web-design-partner', '/resources/affordable-website-design-guide'],
  closing: { pricing: 'View Our Transparent Pricing', contact: 'Get a Custom Quote' },
};
