import type { Post, PostSummary, SiteData } from '../site-render.types';

// Realistic content for each template, used by the renderer's tests and its accessibility check.

export const SAMPLE_SITES: Record<string, SiteData> = {
  default: {
    name: 'Palm Coast Pet Grooming',
    templateId: 'default',
    origin: 'https://palmcoastgrooming.example',
    status: 'live',
    sections: {
      hero_title: 'Gentle grooming for happy pets',
      hero_subtitle: 'Baths, trims and nail care for dogs and cats in Palm Coast, by appointment six days a week.',
      about_text:
        'We opened our salon in 2015 with one table and a lot of patience.\n\nToday our three certified groomers look after more than 800 regular guests, from nervous kittens to senior labs.',
      highlights:
        'Certified, fear-free groomers\nNo cages: your pet waits in our play area\nText message when your pet is ready\nOrganic, hypoallergenic shampoos',
      contact_phone: '(386) 555-0199',
      contact_email: 'hello@palmcoastgrooming.example',
      address: '120 Palm Harbor Parkway\nPalm Coast, FL 32137',
      opening_hours: 'Monday to Friday: 8am – 6pm\nSaturday: 9am – 3pm\nSunday: closed',
      footer_legal: '© Palm Coast Pet Grooming LLC',
    },
  },
  restaurant: {
    name: 'Sunshine Bakery',
    templateId: 'restaurant',
    origin: 'https://sunshinebakery.example',
    status: 'live',
    sections: {
      hero_title: 'Baked Fresh in Royal Palm Beach',
      hero_subtitle: 'Fresh bread, pastries and celebration cakes, made from scratch every morning.',
      menu_highlights:
        'Country sourdough – Naturally leavened, baked twice a day – $8\nGuava & cheese pastelito – Flaky, warm from the oven – $3.50\nKey lime tart – With toasted meringue – $6\nCelebration cakes – Order two days ahead',
      about_text: 'Sunshine Bakery has served Royal Palm Beach since 2012 with fresh bread, pastries and custom cakes baked every morning.',
      reservation_note: 'Order cakes by phone two days ahead. Walk-ins are always welcome.',
      opening_hours: 'Tuesday to Saturday: 7am – 5pm\nSunday: 8am – 1pm\nClosed Mondays',
      contact_phone: '(561) 555-0142',
      address: '11051 Southern Blvd\nRoyal Palm Beach, FL 33411',
      footer_legal: '© Sunshine Bakery LLC. All rights reserved.',
    },
  },
  professional: {
    name: 'Rivera & Cole CPAs',
    templateId: 'professional',
    origin: 'https://riveracole.example',
    status: 'live',
    sections: {
      hero_title: 'Tax and bookkeeping for Palm Beach families and small firms',
      hero_subtitle: 'Clear numbers, on time, from accountants who answer the phone.',
      services:
        'Tax returns – Individual and small-business returns, filed electronically\nBookkeeping – Monthly books and payroll, ready for tax time\nIRS letters – We reply for you and explain what it means\nBusiness setup – LLC or S-corp, and what it changes for your taxes',
      about_text:
        'Maria Rivera and James Cole founded the practice in 2009 after a decade at larger firms. We keep our client list small enough to know every one of them.',
      credentials: 'Certified Public Accountants licensed in Florida\nMembers of the FICPA\n30 years of combined experience',
      testimonial: 'They turned a shoebox of receipts into a tax return I understood.\n– Dana, bakery owner',
      contact_phone: '(561) 555-0177',
      contact_email: 'office@riveracole.example',
      address: '500 Australian Ave, Suite 600\nWest Palm Beach, FL 33401',
      opening_hours: 'Monday to Friday: 9am – 5pm',
      footer_legal: '© Rivera & Cole CPAs, PA',
    },
  },
};

export const SAMPLE_POSTS: PostSummary[] = [
  {
    slug: 'our-new-sourdough-schedule',
    title: 'Our New Sourdough Schedule',
    excerpt: 'Starting next week our country sourdough comes out of the oven at 7am and again at noon.',
    publishedAt: '2026-11-20T14:00:00.000Z',
  },
  {
    slug: 'holiday-hours',
    title: 'Holiday Hours',
    excerpt: 'We close early on Christmas Eve and reopen on December 27.',
    publishedAt: '2026-11-12T14:00:00.000Z',
  },
  {
    slug: 'meet-the-team',
    title: 'Meet the Team',
    excerpt: 'Three bakers, one oven and a lot of flour: the people behind the counter.',
    publishedAt: '2026-10-30T14:00:00.000Z',
  },
];

export const SAMPLE_POST: Post = {
  ...SAMPLE_POSTS[0],
  body: 'Starting next week our country sourdough comes out of the oven at 7am and again at noon, so the afternoon crowd gets a warm loaf too.\n\n## How to pre-order\n\n- Call us before 6pm the day before\n- Pick up at the counter, no waiting\n\nPre-orders are open by phone.',
};

/** Text a site owner (or an intruder on their account) might type to break out of the page. */
export const HOSTILE_TEXT = '</style><script>alert(1)</script>"onload="alert(2)\' <img src=x onerror=alert(3)> ]]> </script>';
