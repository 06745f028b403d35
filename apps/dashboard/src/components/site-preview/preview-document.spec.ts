import { describe, expect, it } from 'vitest';
import type { Section } from '../../interfaces';
import { contentPreviewHtml, postPreviewHtml } from './preview-document';
import { previewScale } from './devices';

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

describe('preview widths', () => {
  it('shrinks a wide page to fit and never enlarges a narrow one', () => {
    expect(previewScale(640, 1280)).toBe(0.5);
    expect(previewScale(640, 390)).toBe(1);
    expect(previewScale(0, 390)).toBe(1);
  });
});
