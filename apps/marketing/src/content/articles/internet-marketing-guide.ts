import type { Article } from './types';
import { site } from '../../config/site';

export const internetMarketingGuide: Article = {
  path: '/resources/internet-marketing-guide',
  title: "Internet Marketing for Small Businesses: A Beginner's Guide",
  description:
    'A practical introduction to local search, content, social media, e-mail marketing and analytics, with free tools, the mistakes beginners make, a 3-month action plan and a DIY versus professional cost comparison.',
  category: 'Marketing',
  readMinutes: 15,
  back: { href: '/learning-center', label: 'Back to Learning Center' },
  seoDescription:
    'Local search, content, social media, e-mail and analytics for beginners: free tools, common mistakes, a 3-month plan and DIY versus pro costs.',
  published: '2025-09-15',
  intro:
    'Internet marketing can feel like an endless list of platforms, acronyms and people telling you that you are already behind. The good news: a small local business does not need to do everything. It needs to do a few things consistently, measure what works and drop what does not. This guide covers the essentials in the order that usually pays off fastest, and ends with a realistic three-month plan.',
  body: [
    { h2: 'Start with your website as the hub' },
    {
      p: 'Every other channel in this guide, from search and social media to e-mail and ads, works better when it points to a website you control. Your website is where visitors learn what you offer, decide to trust you and take action. Before spending money on promotion, make sure your site loads quickly on a phone, says clearly what you do and where, and makes the next step (call, book, order or ask for a quote) effortless.',
    },
    { h2: 'Local search: be found by nearby customers' },
    {
      p: `For most small businesses, local search is the highest-return marketing there is. People searching for "bakery near me" or "pool repair ${site.address.locality}" are ready to buy today. Three things decide whether they find you:`,
    },
    {
      ol: [
        '**Your Google Business Profile.** Claim and verify it, choose accurate categories, add hours, photos, services and a link to your website. Post updates and answer questions.',
        '**Reviews.** Ask every happy customer for a review and reply to all of them, good and bad, politely and promptly.',
        '**Consistent details everywhere.** Your business name, address and phone number should match exactly on your website, your profile and directories.',
      ],
    },
    { h2: 'Keyword research without the jargon' },
    {
      p: 'Keywords are simply the words customers type when they look for what you sell. Start a list of 20-30 keywords: your main services, each combined with your town and nearby areas, plus the questions customers ask you. Free tools such as the autocomplete in the search box, the "People also ask" boxes and Google Search Console show you what real people search for.',
    },
    {
      p: 'Then make sure each important keyword has a home on your site: a services page, an FAQ answer or a blog post that answers it well. Do not stuff keywords into sentences; write naturally for humans and use the words your customers use.',
    },
    { h2: 'Content marketing: answer questions, earn trust' },
    {
      p: 'Content marketing means publishing genuinely useful information so that people find you when they have a question and remember you when they are ready to buy. For a small business this can be as simple as one helpful blog post a month: "How often should you service your AC in Florida?", "What to ask your florist before the wedding", "Five signs your roof needs inspecting after a storm". Each post is another way to be found in search and something to share in your e-mails and on social media.',
    },
    { h2: 'Social media: pick one or two platforms' },
    {
      p: 'You do not need to be everywhere. Choose the one or two platforms your customers actually use and show up regularly. Visual businesses such as restaurants, salons and contractors do well with photos and short videos of real work. Professional services often do better with helpful posts and community involvement. Share behind-the-scenes moments, customer stories (with permission) and timely updates, and always give people a reason and a link to visit your website.',
    },
    { h2: 'E-mail marketing: the channel you own' },
    {
      p: 'E-mail is one of the most reliable ways for a small business to bring customers back. Unlike social media followers, your e-mail list belongs to you, and a message lands directly in the inbox of people who already know you.',
    },
    {
      ul: [
        '**Build the list honestly.** Offer a sign-up form on your website and at your counter, and ask for permission. Never buy lists.',
        '**Start free.** Many e-mail services have a free tier that covers up to 500 subscribers, which is plenty for your first year.',
        '**Keep a steady rhythm.** For most small businesses 1-2 e-mails per week is the upper limit; many do well with two a month. Consistency matters more than frequency.',
        '**Give value, not just offers.** Mix tips, news and stories with occasional promotions.',
        '**Make it easy to act and easy to leave.** One clear button per e-mail, and a visible unsubscribe link as the law requires.',
      ],
    },
    {
      tip: 'A simple welcome e-mail that is sent automatically to every new subscriber, with a short introduction and a small thank-you offer, often brings in more business than any newsletter.',
    },
    { h2: 'Paid advertising: a careful start' },
    {
      p: 'Search and social ads can bring customers quickly, but they can also burn money quickly. Start only once your website converts visitors well. Begin with a small daily budget, target a tight area around your business, send people to the most relevant page (not just your home page) and track calls and form submissions so you know what each customer costs.',
    },
    { h2: 'Analytics: measure what matters' },
    {
      p: 'Marketing without measurement is guesswork. You do not need complex dashboards; a few numbers reviewed once a month tell you what is working.',
    },
    {
      ul: [
        '**Visitors and where they came from:** search, social, e-mail, ads or direct.',
        '**Actions:** calls from the website, form submissions, bookings and orders.',
        '**Conversion rate:** actions divided by visitors, per channel.',
        '**Search performance:** which queries show your site and how often people click, from Google Search Console.',
        '**E-mail results:** opens and, more importantly, clicks and replies.',
      ],
    },
    {
      p: 'Ask new customers "How did you hear about us?" and write the answer down. It is the oldest analytics tool there is and still one of the most useful.',
    },
    { h2: 'Marketing through the Florida seasons' },
    {
      p: 'Many Florida businesses have a busy season and a quiet one. Plan your marketing around it rather than reacting to it. Use the quieter months to write content, refresh photos, collect reviews and tidy your website, so that everything is ready when seasonal residents and visitors return. In the busy months, focus on the channels that bring customers in immediately: your Google Business Profile, e-mails to past customers and timely social posts.',
    },
    {
      p: 'Hurricane season deserves its own plan. Keep a short template ready for closure and reopening notices, know how to update your website and your Google hours quickly, and let your e-mail list know when you are back in business. Customers remember the businesses that kept them informed.',
    },
    { h2: 'Working out what your marketing is worth' },
    {
      p: 'To decide where your time and money should go, compare what each channel costs with what it brings in. If a month of social media takes eight hours and brings one new customer, while a single e-mail to past customers brings five repeat bookings, you know where the next hour should go. Track it in a simple spreadsheet: channel, time or money spent, enquiries, and customers won.',
    },
    { h2: 'Free tools worth using' },
    {
      ul: [
        '**Google Business Profile:** your listing in local search and maps.',
        '**Google Search Console:** see how your site appears in search and spot problems.',
        '**Google Analytics or a privacy-friendly alternative:** visitors, sources and conversions.',
        '**PageSpeed Insights:** check how fast your pages load on phones.',
        '**A free e-mail marketing plan:** many cover up to 500 subscribers.',
        '**A free design tool:** for social posts, flyers and simple graphics.',
        "**Your phone's camera:** real photos of your work beat stock images.",
      ],
    },
    { h2: 'Beginner mistakes to avoid' },
    {
      ol: [
        '**Trying every channel at once**, then giving up on all of them after a month.',
        '**Sending traffic to a slow or confusing website**, so paid clicks and hard-won visits are wasted.',
        '**Ignoring reviews**, or only replying to the good ones.',
        '**Posting without a goal**, with no link or reason to take the next step.',
        '**Buying e-mail lists or followers**, which damages your reputation and deliverability.',
        '**Not tracking results**, so you cannot tell which efforts bring customers.',
        '**Inconsistent business details** across your website and listings, which confuses customers and search engines.',
      ],
    },
    { h2: 'Your 3-month action plan' },
    { h3: 'Month 1: foundations' },
    {
      ul: [
        'Check your website on a phone: speed, clear headline, tappable phone number, one main action per page.',
        'Claim and complete your Google Business Profile, with photos, hours and a link to your site.',
        'Write your list of 20-30 keywords and note which page answers each one.',
        'Set up Search Console and analytics, and start asking "How did you hear about us?".',
      ],
    },
    { h3: 'Month 2: content and reputation' },
    {
      ul: [
        'Publish two helpful blog posts or FAQ answers targeting your keywords.',
        'Ask your ten most recent happy customers for a review and reply to every review you receive.',
        'Pick one or two social platforms and post twice a week with real photos and a link back to your site.',
        'Add an e-mail sign-up form to your website and set up a welcome e-mail.',
      ],
    },
    { h3: 'Month 3: grow and measure' },
    {
      ul: [
        'Send your first regular e-mails, up to 1-2 per week at the most.',
        'Review your numbers: which channels brought visitors, and which brought customers?',
        'Double down on what works, cut what does not, and consider a small, tightly targeted ad test.',
        'Update your website with new photos, reviews and any questions customers keep asking.',
      ],
    },
    { h2: 'DIY versus professional: what it really costs' },
    {
      table: {
        caption: 'Typical monthly cost of doing marketing yourself versus hiring help (editorial estimates)',
        head: ['Task', 'Do it yourself', 'Hire a professional'],
        rows: [
          ['Google Business Profile and reviews', 'Free, 1-2 hours a week', 'Often included in local SEO packages'],
          ['Blog posts and website content', 'Free, 3-4 hours per post', 'Typically $100-$500 per post'],
          ['Social media', 'Free, 2-4 hours a week', 'Typically $300-$1,500 per month'],
          ['E-mail marketing', 'Free up to about 500 subscribers, 1-2 hours per e-mail', 'Typically $200-$1,000 per month'],
          ['Paid ads management', 'Ad spend only, plus learning time', 'Ad spend plus a management fee'],
          ['SEO', 'Free tools, steady weekly effort', 'Typically $500-$2,000 or more per month'],
        ],
      },
    },
    {
      p: 'DIY marketing costs mostly time, and time is the one thing small-business owners never have enough of. A sensible approach is to do the high-value basics yourself (your Google profile, reviews and a steady e-mail rhythm) and bring in help for the parts that need specialist skills or that you keep putting off. Whatever you choose, the foundation is the same: a fast, clear website that turns visitors into customers.',
    },
  ],
  related: ['/learning-center/why-your-business-needs-website', '/resources/affordable-website-design-guide', '/learning-center/website-costs-explained'],
  closing: null,
};
