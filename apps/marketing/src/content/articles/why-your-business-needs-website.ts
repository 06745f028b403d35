import type { Article } from './types';
import { site } from '../../config/site';

export const whyYourBusinessNeedsWebsite: Article = {
  path: '/learning-center/why-your-business-needs-website',
  title: 'Why Your Small Business Needs a Website',
  description:
    'Your customers look you up online before they call, visit or buy. Here is why a professional website still matters more than a social media page, and what yours needs to do its job.',
  category: 'Business Strategy',
  readMinutes: 8,
  back: { href: '/learning-center', label: 'Back to Learning Center' },
  seoDescription:
    'Customers look you up online before they call or visit. Why a professional website still matters more than a social page, and what yours must do.',
  published: '2025-09-15',
  updated: '2026-11-23',
  intro:
    'Ask any business owner how they find a plumber, a dentist or a place for dinner in a town they do not know, and the answer is almost always the same: they search on their phone. Your future customers do exactly the same thing. The question is not whether people are looking for a business like yours online. It is what they find when they do.',
  body: [
    { h2: 'Your customers are already searching for you' },
    {
      p: 'Most buying decisions, even for a haircut or an oil change, now start with a search. People type "near me", read a few results, glance at reviews and make a choice in minutes. If your business has no website, you are either invisible in that moment or represented only by whatever a directory or review site decided to say about you.',
    },
    {
      p: 'This matters even more for local businesses. A visitor on vacation in Palm Beach County, a family that just moved to the area or a homeowner whose air conditioning failed on a Sunday afternoon has no word-of-mouth network to rely on. They rely on search. A clear, fast website with your services, area and phone number is how you get on their shortlist.',
    },
    { h2: 'A website builds trust before the first call' },
    {
      p: 'Before someone calls you, they want reassurance. Are you still open? Do you serve their neighborhood? Do you look like a real, established business? A professional website answers those questions quietly and quickly. It shows your photos, your story, your reviews and your prices or starting prices, and it tells people exactly how to reach you.',
    },
    {
      p: "The opposite is also true. An outdated site with last year's hours, broken links or a layout that falls apart on a phone sends a message too: that the business might be closed, careless or hard to deal with. Visitors rarely give you a second chance. They simply tap the back button and pick the next result.",
    },
    {
      tip: 'Quick test: search for your business name and your main service plus your town on your own phone. Would you choose yourself based on what you see?',
    },
    { h2: 'Why a social media page is not enough' },
    {
      p: "Social media is a great place to share updates and photos, and many customers will find you there. But a social page is rented space. The platform decides who sees your posts, changes its rules without asking you and can suspend an account by mistake. Your page also looks exactly like every competitor's page, with the same layout and the same distractions one swipe away.",
    },
    {
      p: 'Your website is the one place online that you own and control. It is where your social posts, Google listing, flyers and business cards should point. It can hold the details social media is bad at: a full list of services, frequently asked questions, a booking form, a menu, directions and parking information. Think of social media as the conversation and your website as the shop front.',
    },
    { h2: 'Your website works while you sleep' },
    {
      p: 'A good website is like an employee who never takes a day off. It answers the same ten questions your staff hear every day, takes enquiries at eleven at night and lets customers book, order or request a quote without waiting on hold. Every question your website answers is a phone call you do not have to take while you are with a customer.',
    },
    {
      ul: [
        '**Answer common questions** about prices, service areas, hours and what to expect, so calls you do get are from ready-to-buy customers.',
        '**Capture leads around the clock** with a short contact or quote form that lands in your inbox.',
        '**Take bookings or orders** online where that fits your business, cutting no-shows with automatic confirmations.',
        '**Show proof** with photos of your work, reviews and certifications that a phone call cannot.',
      ],
    },
    { h2: 'Compete with bigger businesses on a small budget' },
    {
      p: 'Online, a well-built small-business website can stand right next to a national chain. Search engines reward sites that are fast, relevant and clearly connected to a location. A local business that lists its services, its town and its neighborhoods, and keeps its Google Business Profile linked and current, often outranks larger competitors for the searches that matter most: a specific service in a specific place.',
    },
    {
      p: 'You do not need a huge site for this. Five well-written pages that load quickly on a phone, with your location and services clearly described, will outperform a bloated site every time.',
    },
    { h2: 'What your website actually needs to do' },
    { p: 'A small-business website does not need to be complicated. It needs to do a handful of things very well:' },
    {
      ol: [
        `**Say what you do and where, in one glance.** A clear headline such as "Family Dentistry in ${site.address.locality}" beats a clever slogan.`,
        '**Make contacting you effortless.** A tap-to-call phone number, a short form and your address on every page.',
        '**Work perfectly on a phone.** Most visitors arrive on a small screen, often in a hurry.',
        '**Load fast.** Every extra second of loading loses visitors, especially on mobile data.',
        '**Show proof.** Reviews, photos of real work and the number of years you have been in business.',
        '**Guide visitors to one main action.** Call, book, order or request a quote, whichever matters most to you.',
        '**Be easy to keep up to date.** Hours, prices and specials change; you should be able to change the text yourself.',
      ],
    },
    { h2: 'What being a Florida business changes' },
    {
      p: 'Running a small business in Florida comes with its own rhythm, and your website can work with it instead of against it. Seasonal residents arrive in the autumn and leave in the spring, tourists search on their phones from hotel rooms, and a good share of your customers may prefer to read in Spanish or another language. A website is the easiest place to speak to all of them at once.',
    },
    {
      ul: [
        '**Seasonal hours and offers.** Update your hours and specials for the winter season in minutes instead of reprinting flyers.',
        '**Storm updates.** During hurricane season, a short notice on your home page tells customers whether you are open, closed or offering emergency service, long before they get through on the phone.',
        '**Visitors who are new to the area.** Directions, parking tips and photos of your storefront help someone who has never been to your part of town find you.',
        '**More than one language.** Even one page that greets Spanish-speaking customers in their own language can set you apart from competitors who never thought of it.',
      ],
    },
    { h2: 'How to tell whether your website is working' },
    {
      p: 'A website is an investment, so judge it like one. You do not need complicated software to start. Keep an eye on a few simple signals and you will quickly see whether your site is pulling its weight:',
    },
    {
      ul: [
        '**New customers mention it.** Ask "How did you find us?" and count how often the answer is Google or your website.',
        '**The phone rings from the website.** Calls and messages that start with "I saw on your website that..." are the clearest proof there is.',
        '**Fewer repetitive questions.** If customers already know your hours, prices and service area when they call, your site is doing its job.',
        '**You appear for your main service and town.** Search for what you do plus where you are, on your phone, every few weeks.',
      ],
    },
    {
      p: 'If those signals stay quiet after a few months, the fix is usually simple: a clearer headline, a more visible phone number, a page for a service you forgot to mention or a linked Google Business Profile.',
    },
    { h2: 'Common objections, answered' },
    { h3: '"My business runs on word of mouth."' },
    {
      p: 'Word of mouth is wonderful, and a website makes it stronger. When a friend recommends you, the first thing most people do is look you up. A professional site confirms the recommendation; no site, or a poor one, can quietly undo it.',
    },
    { h3: '"Websites are too expensive."' },
    {
      p: 'They used to be. Agency quotes of $10,000 or more put custom sites out of reach for many small businesses, and cheap template builders traded money for weekends of frustration. Today there are fixed-price packages built specifically for small businesses, with hosting included, for a fraction of that cost. See our guide to [website costs](/learning-center/website-costs-explained) for real numbers.',
    },
    { h3: '"I don\'t have time to manage a website."' },
    {
      p: 'A small-business website should not need managing day to day. With hosting, security updates and backups handled for you, and a simple dashboard for the occasional text change, most owners spend a few minutes a month on their site.',
    },
    { h2: 'How to get started' },
    {
      ol: [
        'Write down the one action you most want visitors to take and the three questions customers ask you most often.',
        'Collect what you already have: your logo, a few good photos, your list of services and any reviews.',
        'Decide on a budget and compare options that include hosting and support, not just the design.',
        'Choose a partner who will explain things in plain English and who you can actually reach. Our guide on [choosing a web design partner](/learning-center/choose-web-design-partner) walks you through it.',
      ],
    },
    {
      p: 'Your website is often the very first impression a customer has of your business. Make it one that earns the call.',
    },
  ],
  related: ['/learning-center/choose-web-design-partner', '/learning-center/website-costs-explained', '/resources/affordable-website-design-guide'],
  closing: { pricing: 'Get Your Website Today', contact: 'Talk to an Expert' },
};
