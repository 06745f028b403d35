import { getTemplate } from './template-registry';
import { mapSectionsOnTemplateChange, startingSections } from './template-change';

const bakery = [
  { key: 'hero_title', value: 'Baked Fresh in Royal Palm Beach', type: 'text' },
  { key: 'menu_highlights', value: 'Sourdough – $8', type: 'textarea' },
  { key: 'opening_hours', value: 'Daily: 7am – 5pm', type: 'textarea' },
  { key: 'legacy_banner', value: 'Closed on July 4th', type: 'text' },
];

describe('mapSectionsOnTemplateChange', () => {
  it('keeps every text: matched by key, unmatched kept, new ones added with their starter', () => {
    const mapped = mapSectionsOnTemplateChange(bakery, getTemplate('professional'));
    const byKey = Object.fromEntries(mapped.map((s) => [s.key, s]));
    expect(byKey.hero_title).toMatchObject({ value: 'Baked Fresh in Royal Palm Beach', status: 'matched' });
    expect(byKey.opening_hours).toMatchObject({ value: 'Daily: 7am – 5pm', status: 'matched' });
    expect(byKey.menu_highlights).toMatchObject({ value: 'Sourdough – $8', status: 'kept' });
    expect(byKey.legacy_banner).toMatchObject({ value: 'Closed on July 4th', status: 'kept', type: 'text' });
    expect(byKey.services).toMatchObject({ status: 'added', type: 'textarea' });
    expect(byKey.services.value).not.toBe('');
    for (const old of bakery) expect(mapped.filter((s) => s.key === old.key)).toHaveLength(1);
  });

  it('switching away and back restores the original texts', () => {
    const there = mapSectionsOnTemplateChange(bakery, getTemplate('professional'));
    const back = mapSectionsOnTemplateChange(there, getTemplate('restaurant'));
    for (const old of bakery) expect(back.find((s) => s.key === old.key)?.value).toBe(old.value);
  });

  it('a new website starts with every section of its template', () => {
    const sections = startingSections(getTemplate('restaurant'));
    expect(sections.map((s) => s.key).sort()).toEqual(
      getTemplate('restaurant')
        .sections.map((s) => s.key)
        .sort(),
    );
    expect(sections.find((s) => s.key === 'hero_title')?.value).toBe('Fresh food, made with care');
    expect(sections.find((s) => s.key === 'contact_phone')?.type).toBe('text');
  });
});
