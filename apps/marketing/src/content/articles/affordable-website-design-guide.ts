import type { Article } from './types';

export const affordableWebsiteDesignGuide: Article = {
  path: '/resources/affordable-website-design-guide',
  title: 'The Complete Guide to Affordable Website Design',
  description:
    'Affordable does not have to mean cheap. What a professional small-business website must include, the design choices that win customers, and how to keep costs low for years after launch.',
  category: 'Web Design',
  readMinutes: 12,
  back: { href: '/resources', label: 'Back to Resources' },
  seoDescription:
    'Affordable need not mean cheap: what a small-business website must include, the design choices that win customers, and how to keep costs low.',
  published: '2025-09-15',
  updated: '2026-11-23',
  intro:
    'There is a big difference between an affordable website and a cheap one. A cheap website costs little and returns less: it looks generic, loads slowly, breaks on phones and quietly sends customers to your competitors. An affordable website is one whose cost is reasonable for what it earns you. This guide explains what that looks like in practice, page by page and decision by decision.',
  body: [
    { h2: 'What "affordable" should really mean' },
    {
      p: 'A good way to judge any website is cost per customer. A site that costs a little more but brings in two extra customers every month is far cheaper in practice than a bargain site that brings in none. When you compare options, look beyond the first invoice to three things: what it costs to run each year, what it costs to change, and how well it turns visitors into calls, bookings or sales.',
    },
    {
      ul: [
        '**A clear, published price** for the build, with the number of pages and revision rounds written down.',
        '**Predictable running costs** for hosting, security and backups.',
        '**Edits you can make yourself**, so updating your hours does not mean another invoice.',
        '**A design built to convert**, not just to look nice in a portfolio.',
      ],
    },
    { h2: 'The pages every small-business website needs' },
    {
      p: 'Most small businesses need fewer pages than they think. Five focused pages beat fifteen thin ones. Start with these and add more only when they serve a clear purpose:',
    },
    {
      ol: [
        '**Home:** what you do, where, and why someone should choose you, with one obvious next step.',
        '**Services (or Menu, or Products):** each main service described in plain language, ideally with starting prices.',
        '**About:** the people behind the business, how long you have been operating and what makes you different.',
        '**Reviews or Portfolio:** proof from real customers and real work.',
        '**Contact:** phone, e-mail, a short form, address or service area, hours and a map.',
      ],
    },
    {
      p: 'An FAQ page is a valuable sixth page for many businesses. Every question it answers is one less phone call, and it gives search engines more useful text about what you do.',
    },
    { h2: 'Design principles that win customers' },
    { h3: 'Clarity beats cleverness' },
    {
      p: 'Visitors decide in a few seconds whether they are in the right place. A headline like "Emergency AC Repair in Wellington, Same-Day Service" beats a slogan every time. Use short paragraphs, descriptive headings and plain words your customers use themselves.',
    },
    { h3: 'One main action per page' },
    {
      p: 'Decide what you want visitors to do, such as call, book, order or request a quote, and make that button the most visible thing on the page. Repeat it at the end of long pages. Secondary options are fine, but they should look secondary.',
    },
    { h3: 'Real photos, good contrast, generous spacing' },
    {
      p: 'Photos of your actual team, premises and work build far more trust than stock images. Make sure text has strong contrast against its background, leave enough white space for the page to breathe, and keep your colors and fonts consistent with your logo and signage.',
    },
    { h2: 'Design for phones first' },
    {
      p: 'Most small-business websites get the majority of their visits from phones. Designing for the small screen first forces good decisions: the most important content comes first, buttons are big enough to tap with a thumb, phone numbers start a call when tapped and forms ask only what they must. The desktop version then gets more space, not more clutter.',
    },
    {
      tip: 'Test your site the way customers use it: on a phone, outdoors, with one hand, on a slow connection. If anything is hard in those conditions, fix it first.',
    },
    { h2: 'Speed is a design decision' },
    {
      p: 'Slow sites lose visitors and rank lower in search. Speed is mostly decided during design and build, not afterwards. The biggest wins are compressed, correctly sized images, a small amount of JavaScript, system or self-hosted fonts, and good hosting with caching. An affordable site should still load in a couple of seconds on a phone.',
    },
    { h2: 'SEO basics built in from the start' },
    { p: 'You do not need an expensive SEO campaign to be found for your own services in your own area. Make sure your site includes:' },
    {
      ul: [
        'A unique title and description for every page, mentioning your service and location where natural.',
        'One clear main heading per page and descriptive subheadings.',
        'Your business name, address and phone number written the same way everywhere online.',
        'A sitemap submitted to search engines and structured data describing your local business.',
        'A link between your website and your Google Business Profile.',
      ],
    },
    { h2: 'Accessibility is good business' },
    {
      p: 'An accessible website works for people using screen readers, keyboard navigation or zoom, and it tends to work better for everyone else too. Good contrast, real text instead of text baked into images, descriptive link labels, labelled form fields and alternative text for images are inexpensive to do from the start and costly to retrofit.',
    },
    { h2: 'Templates versus custom design' },
    {
      table: {
        caption: 'Comparing the main routes to a small-business website',
        head: ['Route', 'Typical cost', 'Trade-offs'],
        rows: [
          ['DIY template on a builder', '$10-$50 per month', 'Low cash cost, high time cost; generic look; limited control'],
          ['Agency custom design', '$2,500-$10,000 for design alone', 'Tailored and polished; expensive; changes billed by the hour'],
          ['Fixed-price custom package', 'Published one-time price with hosting', 'Custom design within a defined scope; predictable running costs'],
        ],
      },
    },
    {
      p: 'Templates are not evil; many good sites start from one. The problem is that a template cannot know your customers. The middle route, a custom design built within a clearly defined package, is how most small businesses get a site that is truly theirs without an agency budget. Our [website costs guide](/learning-center/website-costs-explained) goes deeper into the numbers.',
    },
    { h2: 'Write for your customers, not for yourself' },
    {
      p: 'The words on your site sell more than the design does. Describe problems your customers have and how you solve them. Use the terms they would type into a search box. Put prices, or at least starting prices, where you can; visitors trust businesses that are open about cost. Keep sentences short and end every page with a clear next step.',
    },
    { h2: 'Design mistakes that quietly cost customers' },
    {
      ul: [
        '**A slideshow as the first thing visitors see.** Rotating banners push your message and your phone number below the fold, and most people never wait for slide two.',
        '**Vague headlines.** "Welcome to our website" tells a visitor nothing. Say what you do and where.',
        '**Hidden contact details.** If a visitor has to hunt for your phone number, many will give up and call a competitor.',
        '**Forms that ask too much.** Every extra field loses people. Ask for a name, a way to reply and a short message.',
        '**Text inside images.** Search engines and screen readers cannot read it, and it blurs on phones.',
        '**Stock photos that look like stock photos.** One honest photo of your team beats ten glossy strangers.',
        '**Pop-ups on arrival.** Interrupting someone before they have read a sentence is a fast way to lose them, and search engines penalise intrusive pop-ups on phones.',
      ],
    },
    { h2: 'Working well with your designer' },
    {
      p: 'An affordable project is an efficient project. Designers charge, directly or indirectly, for time spent waiting, guessing and redoing work. You can keep your project lean by being clear about your goals from the start, sharing examples of websites you like and dislike (and why), sending content in one organized batch, and bundling feedback into a single list per revision round.',
    },
    {
      p: 'Trust your designer on layout and usability, and trust yourself on your customers and your business. The best small-business websites come from that combination: professional structure, filled with the knowledge only an owner has.',
    },
    { h2: 'Keeping your website affordable after launch' },
    {
      ul: [
        '**Choose hosting that includes SSL, updates and backups** so security is not an extra project.',
        '**Get a dashboard to edit your own text and blog**, instead of paying for each small change.',
        '**Review your site every quarter:** update photos, hours, prices and reviews.',
        '**Add features only when they pay off**, such as booking once phone bookings become a burden.',
      ],
    },
    { h2: 'A quick checklist before you launch' },
    {
      ol: [
        'The headline says what you do and where.',
        'The phone number is tappable on every page.',
        'Every page has one obvious main action.',
        'The site loads quickly on a phone over mobile data.',
        'Every page has a unique title and description.',
        'Images have alternative text and forms have labels.',
        'Contact details match your Google Business Profile exactly.',
        'You know how to change your own text.',
      ],
    },
    {
      p: 'Affordable website design is about spending where it matters: clarity, speed, trust and a clear next step. Get those right and even a small site can outperform much more expensive ones. When your site is live, our [internet marketing guide](/resources/internet-marketing-guide) shows you how to bring visitors to it.',
    },
  ],
  related: ['/learning-center/website-costs-explained', '/learning-center/choose-web-design-partner', '/resources/internet-marketing-guide'],
  closing: { pricing: 'Get Your Website Today', contact: 'Schedule a Consultation' },
};
