import { sectionsOf, TEMPLATES } from '@fw/shared-site-templates';
import { renderSitePage } from './render-site-page';
import { SAMPLE_POST, SAMPLE_SITES } from './testing/sample-sites';

const marksOf = (html: string, attribute: string): Set<string> => new Set([...html.matchAll(new RegExp(`${attribute}="([a-z_]+)"`, 'g'))].map((m) => m[1]));

describe.each(TEMPLATES.map((t) => t.id))('preview marks, %s template', (templateId) => {
  const site = SAMPLE_SITES[templateId];
  const preview = { ...site, markSections: true };

  it('public pages carry no marks', () => {
    for (const page of [{ kind: 'home' }, { kind: 'contact', action: '/contact' }, { kind: 'post', post: SAMPLE_POST }] as const) {
      const { html } = renderSitePage(site, page);
      expect(html).not.toContain('data-section-key');
      expect(html).not.toContain('data-post-field');
    }
  });

  it('a share-preview page (noindex) is not indexed and carries no marks', () => {
    const { html } = renderSitePage({ ...site, noindex: true }, { kind: 'home' });
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    expect(html).not.toContain('data-section-key');
  });

  it('the live preview adds marks but is not what sets noindex', () => {
    expect(renderSitePage(preview, { kind: 'home' }).html).not.toContain('content="noindex"');
  });

  it('in preview, every filled text section of the home and every page is marked with its key', () => {
    const { html } = renderSitePage(preview, { kind: 'home' });
    const marked = marksOf(html, 'data-section-key');
    const shown = sectionsOf(templateId).filter((s) => s.page !== 'contact' && s.kind !== 'image' && site.sections[s.key]?.trim());
    expect(shown.length).toBeGreaterThan(2);
    for (const spec of shown) expect([spec.key, marked.has(spec.key)]).toEqual([spec.key, true]);
  });

  it('in preview, the contact details on the contact page are marked', () => {
    const marked = marksOf(renderSitePage(preview, { kind: 'contact', action: '/contact' }).html, 'data-section-key');
    for (const key of ['contact_phone', 'contact_email', 'address', 'opening_hours'].filter((k) => site.sections[k]?.trim())) expect(marked).toContain(key);
  });

  it("in preview, a post's title and body are marked", () => {
    const { html } = renderSitePage(preview, { kind: 'post', post: SAMPLE_POST });
    expect(marksOf(html, 'data-post-field')).toEqual(new Set(['title', 'content']));
  });
});
