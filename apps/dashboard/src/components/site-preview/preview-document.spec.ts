import { describe, expect, it } from 'vitest';
import type { Section } from '../../interfaces';
import { contentPreviewHtml, postPreviewHtml } from './preview-document';
import { previewScale } from './devices';
import { siteImagesOf, type Image } from '../../lib/image-library-api';

const section = (key: string, value: string): Section => ({
  id: `id-${key}`,
  website_id: 'w',
  section_key: key,
  content_type: 'text',
  content_value: value,
  draft_value: null,
  is_locked: false,
  version: 1,
  updated_at: '2026-11-27T12:00:00Z',
});

const bakery = { name: 'Sunshine Bakery', template: 'Restaurant' };
const sections = [section('hero_title', 'Saved headline'), section('contact_phone', '(561) 555-0142'), section('footer_legal', '© Sunshine')];

describe('the preview renders what is typed, as the template renders it', () => {
  it('shows typed text over the saved text, marked with its section', () => {
    const html = contentPreviewHtml(bakery, sections, { 'id-hero_title': 'Typed <b>headline</b>' }, 'home');
    expect(html).toContain('data-section-key="hero_title"');
    expect(html).toContain('Typed &lt;b>headline&lt;/b>');
    expect(html).not.toContain('Saved headline');
    // The restaurant template's call button, with the saved phone number.
    expect(html).toContain('Reserve: (561) 555-0142');
  });

  it('shows the saved text before anything is typed, and the contact page on request', () => {
    expect(contentPreviewHtml(bakery, sections, undefined, 'home')).toContain('Saved headline');
    const contact = contentPreviewHtml(bakery, sections, {}, 'contact');
    expect(contact).toContain('<h1>Contact us</h1>');
    expect(contact).toContain('data-section-key="contact_phone"');
  });

  it("renders a post's page with the typed title and body, and no script to run", () => {
    const html = postPreviewHtml(
      bakery,
      sections,
      { title: 'Pumpkin bread is back', content: 'From Monday.\n\n## Hours\n\n<script>alert(1)</script>' },
      '2026-11-27T12:00:00Z',
    );
    expect(html).toContain('<h1 data-post-field="title">Pumpkin bread is back</h1>');
    expect(html).toContain('<h2>Hours</h2>');
    expect(html).not.toContain('<script>alert');
    expect(postPreviewHtml(bakery, sections, { title: '  ' }, '2026-11-27T12:00:00Z')).toContain('Untitled post');
  });
});

describe('the preview draws library images as the live site does', () => {
  const ID = '0b7c3c1e-9a55-4f7e-8a3b-2d0f4c1a9e10';
  const libraryImage = (alt: string | null, status: Image['status'] = 'ready'): Image => ({
    id: ID,
    website_id: 'w',
    filename: 'counter.jpg',
    mime_type: 'image/jpeg',
    width: 1600,
    height: 1200,
    bytes: 1000,
    alt_text: alt,
    focal_x: 0.3,
    focal_y: 0.6,
    status,
    revision: 1,
    placeholder: null,
    variants: (['avif', 'webp', 'jpeg'] as const).map((format) => ({ format, width: 640, height: 480, bytes: 10, url: `/media/${ID}/w640.${format}` })),
    created_at: '2026-11-27T12:00:00Z',
    updated_at: '2026-11-27T12:00:00Z',
  });

  it('shows the chosen about photo as <picture> once the image has alt text and its sizes', () => {
    const typed = { 'id-about_image': `image:${ID}` };
    const withPhoto = [...sections, section('about_text', 'Since 2012.'), section('about_image', '')];
    const html = contentPreviewHtml(bakery, withPhoto, typed, 'home', siteImagesOf([libraryImage('Our counter')]));
    expect(html).toMatch(/<picture><source type="image\/avif" srcset="\/media\/[^"]+w640\.avif 640w"/);
    expect(html).toContain('alt="Our counter"');
    expect(html).toContain('object-position:30% 60%');
    for (const notYet of [libraryImage(null), libraryImage('Still coming', 'processing')]) {
      expect(contentPreviewHtml(bakery, withPhoto, typed, 'home', siteImagesOf([notYet]))).not.toContain('<picture>');
    }
  });
});

describe('preview widths', () => {
  it('shrinks a wide page to fit and never enlarges a narrow one', () => {
    expect(previewScale(640, 1280)).toBe(0.5);
    expect(previewScale(640, 390)).toBe(1);
    expect(previewScale(0, 390)).toBe(1);
  });
});
