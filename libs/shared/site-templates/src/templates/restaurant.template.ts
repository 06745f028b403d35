import type { TemplateManifest } from '../template-manifest';
import { address, contactEmail, contactPhone, footerLegal, heroImage, openingHours } from './common-sections';

export const restaurantTemplate: TemplateManifest = {
  id: 'restaurant',
  name: 'Restaurant & Café',
  description: 'Warm and appetising, for restaurants, cafés and bakeries: menu highlights, opening hours and a phone number for reservations up front.',
  sections: [
    { key: 'hero_title', label: 'Headline', kind: 'short_text', maxLength: 80, required: true, help: 'Your promise in a few words, e.g. "Baked fresh every morning".', page: 'home', order: 10, starter: 'Fresh food, made with care' },
    { key: 'hero_subtitle', label: 'Tagline', kind: 'long_text', maxLength: 240, required: false, help: 'One sentence about your food and your place.', page: 'home', order: 20, starter: '' },
    heroImage(30),
    { key: 'menu_highlights', label: 'Menu highlights', kind: 'list', maxLength: 1500, maxItems: 12, required: false, help: 'One dish per line: name, then " – " and a short description, then " – " and the price. E.g. "Country sourdough – naturally leavened – $8".', page: 'home', order: 40, starter: '' },
    { key: 'about_text', label: 'Our story', kind: 'long_text', maxLength: 2000, required: false, help: 'Who cooks, since when, and what you care about. Separate paragraphs with an empty line.', page: 'home', order: 50, starter: '' },
    { key: 'reservation_note', label: 'Reservations and orders', kind: 'long_text', maxLength: 300, required: false, help: 'How to book a table or order ahead, e.g. "Call us to reserve; walk-ins welcome".', page: 'home', order: 60, starter: '' },
    openingHours(15, { required: true, help: 'One line per day or range of days, e.g. "Tuesday to Saturday: 7am – 5pm". Shown on the home and contact pages.', starter: 'Monday to Sunday: 8am – 6pm' }),
    contactPhone(10, { label: 'Phone for reservations' }),
    contactEmail(20),
    address(30, { help: 'Where guests find you: street, city and ZIP on up to three lines.' }),
    footerLegal(10),
  ],
};
