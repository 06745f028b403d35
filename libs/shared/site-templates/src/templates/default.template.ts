import type { TemplateManifest } from '../template-manifest';
import { address, contactEmail, contactPhone, footerLegal, heroImage, openingHours } from './common-sections';

export const defaultTemplate: TemplateManifest = {
  id: 'default',
  name: 'Default',
  description: 'A clean, bright one-page site for any small business: a headline, a short introduction, your story and how to reach you.',
  sections: [
    { key: 'hero_title', label: 'Headline', kind: 'short_text', maxLength: 80, required: true, help: 'The first words visitors read: what you do and where, in under ten words.', page: 'home', order: 10, starter: 'Welcome to our business' },
    { key: 'hero_subtitle', label: 'Introduction', kind: 'long_text', maxLength: 240, required: false, help: 'One or two sentences under the headline about what makes you worth a visit.', page: 'home', order: 20, starter: '' },
    heroImage(30),
    { key: 'about_text', label: 'About us', kind: 'long_text', maxLength: 2000, required: false, help: 'Your story: who you are, since when, and who you serve. Separate paragraphs with an empty line.', page: 'home', order: 40, starter: '' },
    { key: 'highlights', label: 'Why choose us', kind: 'list', maxLength: 600, maxItems: 6, required: false, help: 'Up to six short reasons, one per line.', page: 'home', order: 50, starter: '' },
    contactPhone(10),
    contactEmail(20),
    address(30),
    openingHours(40),
    footerLegal(10),
  ],
};
