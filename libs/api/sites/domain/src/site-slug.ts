const MAX_SLUG = 60;

/**
 * The slug of a name or title: lower-case ASCII letters and digits, words joined by one hyphen,
 * accents dropped ("Café Olé!" -> "cafe-ole"), at most 60 characters; `fallback` when nothing is left.
 * A website's slug is a DNS label of its platform address; a post's is the last part of its URL.
 */
export function slugify(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/** The n-th candidate for a slug already taken: `base`, `base-2`, `base-3` … within the length limit. */
export function slugCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return base.slice(0, MAX_SLUG - suffix.length).replace(/-+$/, '') + suffix;
}

/** True when `slug` was made from `base` (itself or one of its numbered candidates). */
export function slugMatchesBase(slug: string, base: string): boolean {
  if (slug === base) return true;
  const match = /^(.*)-(\d+)$/.exec(slug);
  return match !== null && slugCandidate(base, Number(match[2])) === slug;
}
