import type { Article } from './types';

export const chooseWebDesignPartner: Article = {
  path: '/learning-center/choose-web-design-partner',
  title: 'How to Choose the Right Web Design Partner',
  description:
    'Freelancer, agency, DIY builder or local studio? A practical guide to comparing web design providers, reading quotes, spotting red flags and asking the right questions before you sign.',
  category: 'Business Strategy',
  readMinutes: 10,
  back: { href: '/learning-center', label: 'Back to Learning Center' },
  seoDescription:
    'Freelancer, agency, DIY builder or local studio? How to compare web design providers, read quotes, spot red flags and ask the right questions.',
  published: '2025-09-15',
  updated: '2026-11-23',
  intro:
    'Choosing who builds your website is a bigger decision than it looks. The right partner gives you a site that brings in customers for years and a person to call when something needs to change. The wrong one can leave you with a half-finished project, a surprise invoice or a website you cannot edit and do not even own. This guide shows you how to tell them apart.',
  body: [
    { h2: 'Start with your goals, not with designs' },
    {
      p: 'Before you look at a single portfolio, write down what the website is for. Most small businesses want one or two of these: more phone calls, more bookings, more online orders, more quote requests, or simply to look credible when someone checks them out after a referral. Add the pages you think you need, any features such as booking or online payments, your budget and when you need to be live.',
    },
    {
      p: 'This short brief makes every conversation with a provider more useful. It lets you compare quotes for the same thing and quickly shows whether a provider is listening to your goals or just selling their favorite solution.',
    },
    { h2: 'The four kinds of web design provider' },
    {
      table: {
        caption: 'Common options for a small-business website',
        head: ['Option', 'Best for', 'Watch out for'],
        rows: [
          [
            'DIY website builder',
            'Very tight budgets and owners who enjoy tinkering',
            'Your time, template look-alikes, monthly fees that add up, limited SEO control',
          ],
          ['Freelancer', 'Simple sites with a clear brief', 'Availability, what happens if they disappear, who hosts the site'],
          ['Large agency', 'Complex projects with big budgets', 'High prices, retainers, junior staff doing the work, slow changes'],
          ['Small local studio', 'Small businesses that want custom work and ongoing support', 'Make sure packages and renewals are clearly written down'],
        ],
      },
    },
    {
      p: 'There is no single right answer. A food truck with a tiny budget may be fine with a builder for a year. A clinic that needs accessible patient forms should not gamble on a freelancer without a support plan. Match the provider to your goals, your budget and how much of your own time you can invest.',
    },
    { h2: 'Read the portfolio like a customer' },
    {
      p: 'Every provider shows their best work. Instead of asking "is it pretty?", look at their portfolio the way your customers will look at your site:',
    },
    {
      ul: [
        'Open a few of the live sites **on your phone**. Are they fast? Is the phone number easy to tap? Does the menu work?',
        'Do the sites look different from each other, or is every client squeezed into the same template?',
        'Is it obvious within five seconds what each business does and where?',
        'Are the sites still online and up to date? Old, broken client sites say a lot about support after launch.',
        'Do they have experience with businesses like yours, or at least with your kind of customer?',
      ],
    },
    { h2: 'Get pricing in writing, including what happens after launch' },
    {
      p: 'The most common complaint about web designers is not bad design; it is surprise costs. A clear quote tells you exactly what you get and what you will pay in year two. Ask specifically about:',
    },
    {
      ul: [
        '**The one-time price** and what it includes: number of pages, revision rounds, copywriting, photos, forms.',
        '**Domain and hosting:** who registers the domain, in whose name, and what hosting costs after the first term.',
        '**Changes after launch:** can you edit text yourself, and what does the designer charge for small edits? Some charge around $100 for a simple text change.',
        '**Maintenance:** security updates, backups and SSL certificates, and whether they are included or extra.',
        '**Payment schedule:** a deposit with the balance on completion is normal; paying 100% up front to someone you have never worked with is a risk.',
      ],
    },
    {
      tip: 'A lower price that excludes hosting, updates and edits often ends up more expensive than an all-in package within two years. Compare total cost over three years, not the first invoice.',
    },
    { h2: 'Understand the process and the timeline' },
    {
      p: 'A professional provider can explain their process in a few sentences: how they learn about your business, when you see a first design, how feedback works, when the site is built and tested, and how launch happens. Industry-wide, a small-business website commonly takes 4-8 weeks from kickoff to launch, and the biggest cause of delay is waiting for content from the client. Ask what they need from you, and when.',
    },
    {
      p: 'Ask how many revision rounds are included and what counts as a round. A clear answer such as "one consolidated list of changes after the design preview" avoids friction later.',
    },
    { h2: 'Make sure you own what you pay for' },
    { p: 'This is the part many owners only think about when something goes wrong. Before you sign, confirm that:' },
    {
      ol: [
        "Your domain name is registered in your name or your business's name, and you can access the registrar account.",
        'You own the text, images and design created for your site once it is paid for.',
        'You can get a copy of your content if you ever move to another provider.',
        'You have your own login to edit content, not just the designer.',
      ],
    },
    { h2: 'Check support: who do you call when something breaks?' },
    {
      p: 'Websites need small changes all the time: new hours for the holidays, a seasonal special, a hurricane closure notice. Ask how you request changes, how fast they usually respond and whether you will reach the same people who built your site. A partner in your own time zone, who knows your local market, is worth a great deal when you need a change made today.',
    },
    { h2: 'Do not skip the technical basics' },
    { p: 'You do not need to be technical to ask good technical questions. A trustworthy provider will happily answer these:' },
    {
      ul: [
        'Is the site designed mobile-first and tested on real phones?',
        'How do you keep pages fast (image compression, caching, minimal scripts)?',
        'What basic SEO is included: page titles, descriptions, a sitemap, local business details?',
        'Is the site accessible to people using screen readers or keyboard navigation?',
        'Is HTTPS included, and how are backups handled?',
      ],
    },
    { h2: 'Compare quotes side by side' },
    {
      p: 'Quotes for "a website" are rarely written the same way, which makes them hard to compare. Put the answers into one simple table before you decide. It takes ten minutes and often makes the choice obvious.',
    },
    {
      table: {
        caption: 'A simple way to compare web design quotes',
        head: ['Question', 'Provider A', 'Provider B'],
        rows: [
          ['One-time price', 'Write the figure', 'Write the figure'],
          ['Pages and revision rounds included', 'Number of each', 'Number of each'],
          ['Hosting, SSL and backups after year one', 'Yearly cost', 'Yearly cost'],
          ['Cost of a small text change', 'Included or per edit', 'Included or per edit'],
          ['Domain registered in your name', 'Yes or no', 'Yes or no'],
          ['Typical reply time for support', 'Hours or days', 'Hours or days'],
          ['Total cost over three years', 'Add it up', 'Add it up'],
        ],
      },
    },
    {
      p: 'The last row matters most. A quote that looks cheaper on day one can easily cost more by year three once hosting renewals, maintenance and paid edits are added.',
    },
    { h2: 'After you sign: how to keep the project on track' },
    {
      p: 'Even the best partner needs a few things from you. Projects that launch on time almost always have an owner who prepares a little and answers quickly. Gather your logo, photos and service list before kickoff, name one person who makes decisions, and keep feedback in one consolidated list rather than a stream of separate messages.',
    },
    {
      ol: [
        '**Before kickoff:** collect your logo, best photos, service descriptions, reviews and the login details for any existing domain.',
        '**During design:** review the preview on your phone first, then on a computer, and send one combined list of changes.',
        '**Before launch:** check every phone number, e-mail address, price and opening hour yourself. Nobody knows them better.',
        '**After launch:** learn how to edit your own text, and put a reminder in your calendar to review the site every three months.',
      ],
    },
    { h2: 'Red flags to watch for' },
    {
      ul: [
        'Prices that are only available "on a call", with no written breakdown afterwards.',
        'Pressure to sign today for a discount.',
        'Vague answers about who owns the domain and the content.',
        'No live examples, or examples that are slow and broken on a phone.',
        'Long contracts or monthly retainers for things you did not ask for.',
        'Promises of "guaranteed #1 on Google". Nobody can honestly guarantee that.',
      ],
    },
    { h2: 'Ten questions to ask before you sign' },
    {
      ol: [
        'What exactly is included in the price, and what is not?',
        'What will I pay each year after launch?',
        'How long will the project take, and what do you need from me?',
        'How many revision rounds are included?',
        'Whose name is the domain registered in?',
        'Can I edit my own text after launch?',
        'Who do I contact for changes, and how quickly do you usually respond?',
        'How do you make sites fast and mobile-friendly?',
        'What SEO basics are included?',
        'Is there a warranty period after launch if something is not working?',
      ],
    },
    {
      p: 'A good partner will welcome these questions. If you want to see how we answer them, our [pricing page](/pricing) lists every package, renewal and add-on, and our [FAQ](/faq) covers timelines, revisions and the warranty.',
    },
  ],
  related: ['/learning-center/why-your-business-needs-website', '/learning-center/website-costs-explained', '/resources/affordable-website-design-guide'],
  closing: { pricing: 'See Our Pricing', contact: 'Schedule a Consultation' },
};
