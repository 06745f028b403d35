import { slugCandidate, slugify, slugMatchesBase } from './site-slug';

describe('slugify', () => {
  it('keeps ASCII words joined by hyphens and drops accents and punctuation', () => {
    expect(slugify('  Café Olé!  Spring   menu ', 'post')).toBe('cafe-ole-spring-menu');
  });
  it('falls back when nothing is left', () => {
    expect(slugify('!!!', 'post')).toBe('post');
  });
  it('stays within 60 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(59)} b`, 'x');
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('slug candidates', () => {
  it('numbers the taken ones from 2', () => {
    expect([1, 2, 3].map((n) => slugCandidate('menu', n))).toEqual(['menu', 'menu-2', 'menu-3']);
  });
  it('recognises a numbered candidate of the same base only', () => {
    expect(slugMatchesBase('menu-2', 'menu')).toBe(true);
    expect(slugMatchesBase('menu', 'menu')).toBe(true);
    expect(slugMatchesBase('new-menu', 'menu')).toBe(false);
    expect(slugMatchesBase('menu-2', 'menu-2')).toBe(true);
  });
});
