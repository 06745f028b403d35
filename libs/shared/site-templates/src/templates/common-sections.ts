import type { SectionSpec } from '../template-manifest';

// Sections every template has, under the same keys, so that a template change keeps them in place.

export const contactPhone = (order: number, overrides: Partial<SectionSpec> = {}): SectionSpec => ({
  key: 'contact_phone',
  label: 'Phone number',
  kind: 'phone',
  maxLength: 30,
  required: false,
  help: 'Shown on every page and tappable on phones, e.g. (561) 555-0142.',
  page: 'contact',
  order,
  starter: '',
  ...overrides,
});

export const contactEmail = (order: number): SectionSpec => ({
  key: 'contact_email',
  label: 'Email address',
  kind: 'email',
  maxLength: 254,
  required: false,
  help: 'Shown on the contact page. Messages from the contact form go to your account e-mail either way.',
  page: 'contact',
  order,
  starter: '',
});

export const address = (order: number, overrides: Partial<SectionSpec> = {}): SectionSpec => ({
  key: 'address',
  label: 'Address',
  kind: 'long_text',
  maxLength: 200,
  required: false,
  help: 'Street, city and ZIP on up to three lines. Leave empty if customers do not visit you.',
  page: 'contact',
  order,
  starter: '',
  ...overrides,
});

export const openingHours = (order: number, overrides: Partial<SectionSpec> = {}): SectionSpec => ({
  key: 'opening_hours',
  label: 'Opening hours',
  kind: 'opening_hours',
  maxLength: 600,
  maxItems: 14,
  required: false,
  help: 'One line per day or range of days, e.g. "Monday to Friday: 9am – 5pm".',
  page: 'contact',
  order,
  starter: '',
  ...overrides,
});

export const heroImage = (order: number): SectionSpec => ({
  key: 'hero_image',
  label: 'Main photo',
  kind: 'image',
  maxLength: 500,
  required: false,
  help: 'A wide photo shown at the top of the home page.',
  page: 'home',
  order,
  starter: '',
});

export const footerLegal = (order: number): SectionSpec => ({
  key: 'footer_legal',
  label: 'Footer note',
  kind: 'short_text',
  maxLength: 200,
  required: false,
  help: 'A short line at the bottom of every page, such as your company name and license number.',
  page: 'every_page',
  order,
  starter: '',
});

export const aboutImage = (order: number, overrides: Partial<SectionSpec> = {}): SectionSpec => ({
  key: 'about_image',
  label: 'About photo',
  kind: 'image',
  maxLength: 500,
  required: false,
  help: 'A photo beside your story: you, your team or your place.',
  page: 'home',
  order,
  starter: '',
  ...overrides,
});

export const gallery = (order: number, overrides: Partial<SectionSpec> = {}): SectionSpec => ({
  key: 'gallery',
  label: 'Photo gallery',
  kind: 'image_list',
  maxLength: 1000,
  maxItems: 12,
  required: false,
  help: 'Photos of your work, products or place, shown as a grid on the home page.',
  page: 'home',
  order,
  starter: '',
  ...overrides,
});

export const siteLogo = (order: number): SectionSpec => ({
  key: 'site_logo',
  label: 'Logo',
  kind: 'image',
  maxLength: 500,
  required: false,
  help: 'Shown beside your name at the top of every page.',
  page: 'every_page',
  order,
  starter: '',
});

export const siteFavicon = (order: number): SectionSpec => ({
  key: 'site_favicon',
  label: 'Browser tab icon',
  kind: 'image',
  maxLength: 500,
  required: false,
  help: 'A small square picture shown in browser tabs and bookmarks. Without one, a simple icon is shown.',
  page: 'every_page',
  order,
  starter: '',
});
