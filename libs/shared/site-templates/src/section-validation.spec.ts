import { validateSectionValue } from './section-validation';

describe('validateSectionValue', () => {
  it('accepts good values of every kind', () => {
    expect(validateSectionValue('default', 'hero_title', 'Baked Fresh in Royal Palm Beach')).toBeNull();
    expect(validateSectionValue('default', 'contact_phone', '(561) 555-0142')).toBeNull();
    expect(validateSectionValue('default', 'contact_email', 'hello@bakery.example')).toBeNull();
    expect(validateSectionValue('restaurant', 'opening_hours', 'Tuesday to Saturday: 7am – 5pm\nSunday: 8am – 1pm')).toBeNull();
    expect(validateSectionValue('default', 'hero_image', 'https://images.example/bread.jpg')).toBeNull();
    expect(validateSectionValue('default', 'hero_image', '')).toBeNull();
    expect(validateSectionValue('default', 'hero_image', 'image:6f1d2a44-0c3e-4b6a-9f57-1d2e3c4b5a69')).toBeNull();
  });

  it('refuses an empty required section in the label’s words', () => {
    expect(validateSectionValue('default', 'hero_title', '   ')).toBe('Headline is required');
    expect(validateSectionValue('professional', 'services', '')).toBe('Services is required');
    expect(validateSectionValue('default', 'opening_hours', '')).toBeNull();
  });

  it('refuses values over the limit', () => {
    expect(validateSectionValue('default', 'hero_title', 'x'.repeat(81))).toBe('Headline must be at most 80 characters');
    expect(validateSectionValue('default', 'hero_title', 'x'.repeat(80))).toBeNull();
  });

  it('checks each kind', () => {
    expect(validateSectionValue('default', 'hero_title', 'Two\nlines')).toBe('Headline must fit on one line');
    expect(validateSectionValue('default', 'contact_phone', 'call me')).toMatch(/phone number such as/);
    expect(validateSectionValue('default', 'contact_phone', '123')).toMatch(/phone number such as/);
    expect(validateSectionValue('default', 'contact_email', 'not-an-email')).toBe('Please enter a valid email address');
    expect(validateSectionValue('default', 'highlights', Array.from({ length: 7 }, (_, i) => `Reason ${i}`).join('\n'))).toBe(
      'Why choose us can have at most 6 lines',
    );
    expect(validateSectionValue('default', 'hero_image', 'javascript:alert(1)')).toMatch(/uploaded image or an https/);
    expect(validateSectionValue('default', 'hero_image', 'http://insecure.example/a.jpg')).toMatch(/uploaded image or an https/);
    expect(validateSectionValue('default', 'hero_image', 'image:not-a-uuid')).toMatch(/uploaded image or an https/);
  });

  it('takes only library images in a gallery, one per line, up to its limit', () => {
    const ref = (n: number) => `image:6f1d2a44-0c3e-4b6a-9f57-1d2e3c4b5a${String(n).padStart(2, '0')}`;
    expect(validateSectionValue('default', 'gallery', `${ref(1)}\n${ref(2)}`)).toBeNull();
    expect(validateSectionValue('default', 'gallery', `${ref(1)}\nhttps://images.example/a.jpg`)).toBe('Photo gallery must hold images from your library');
    expect(validateSectionValue('default', 'gallery', Array.from({ length: 13 }, (_, i) => ref(i)).join('\n'))).toBe(
      'Photo gallery can have at most 12 photos',
    );
    expect(validateSectionValue('default', 'about_image', 'javascript:alert(1)')).toMatch(/uploaded image or an https/);
  });

  it('keeps only the general limit for a section the template does not know', () => {
    expect(validateSectionValue('default', 'menu_highlights', 'Anything\ngoes')).toBeNull();
    expect(validateSectionValue('default', 'menu_highlights', 'x'.repeat(50_001))).toMatch(/at most 50000/);
  });
});
