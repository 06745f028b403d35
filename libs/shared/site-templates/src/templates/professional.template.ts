import type { TemplateManifest } from '../template-manifest';
import { address, contactEmail, contactPhone, footerLegal, heroImage, openingHours } from './common-sections';

export const professionalTemplate: TemplateManifest = {
  id: 'professional',
  name: 'Professional Services',
  description: 'Calm and trustworthy, for accountants, lawyers, consultants and trades: services, credentials and a clear way to get in touch.',
  sections: [
    { key: 'hero_title', label: 'Headline', kind: 'short_text', maxLength: 80, required: true, help: 'What you do and for whom, e.g. "Tax and bookkeeping for Palm Beach families".', page: 'home', order: 10, starter: 'Expert help you can count on' },
    { key: 'hero_subtitle', label: 'Introduction', kind: 'long_text', maxLength: 240, required: false, help: 'One or two sentences on the problem you solve.', page: 'home', order: 20, starter: '' },
    heroImage(30),
    { key: 'services', label: 'Services', kind: 'list', maxLength: 1500, maxItems: 9, required: true, help: 'One service per line: its name, then " – " and one sentence about it.', page: 'home', order: 40, starter: 'Free first consultation – a short call to understand what you need' },
    { key: 'about_text', label: 'About us', kind: 'long_text', maxLength: 2000, required: false, help: 'Your background and how you work. Separate paragraphs with an empty line.', page: 'home', order: 50, starter: '' },
    { key: 'credentials', label: 'Qualifications', kind: 'list', maxLength: 600, maxItems: 6, required: false, help: 'Licenses, memberships and years of experience, one per line.', page: 'home', order: 60, starter: '' },
    { key: 'testimonial', label: 'Client quote', kind: 'long_text', maxLength: 400, required: false, help: 'A short quote from a happy client, with their first name on the last line.', page: 'home', order: 70, starter: '' },
    contactPhone(10),
    contactEmail(20),
    address(30, { label: 'Office address' }),
    openingHours(40, { label: 'Office hours' }),
    footerLegal(10),
  ],
};
