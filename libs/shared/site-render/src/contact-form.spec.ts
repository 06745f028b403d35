import { validateSiteContactForm } from './contact-form';

describe('validateSiteContactForm', () => {
  it('accepts a complete message, with or without a phone', () => {
    expect(validateSiteContactForm({ name: 'Dana', email: 'dana@example.com', message: 'Do you bake gluten-free bread?' })).toEqual({});
    expect(validateSiteContactForm({ name: 'Dana', email: 'dana@example.com', phone: '(561) 555-0142', message: 'Hi' })).toEqual({});
  });

  it('answers every problem in the form’s words', () => {
    expect(validateSiteContactForm({ name: ' ', email: 'dana@', phone: 'ring me', message: '' })).toEqual({
      name: 'Please tell us your name.',
      email: 'Please enter a valid email address, such as name@example.com.',
      phone: 'Please enter a phone number such as (561) 555-0142, or leave it empty.',
      message: 'Please write your message.',
    });
    expect(validateSiteContactForm({})).toMatchObject({ email: 'Please enter your email address so we can reply.' });
  });

  it('refuses values that are too long or not text', () => {
    const errors = validateSiteContactForm({ name: 'x'.repeat(101), email: 'a@b.co', message: 'y'.repeat(5001) });
    expect(errors).toEqual({ name: 'Your name must be at most 100 characters.', message: 'Your message must be at most 5000 characters.' });
    expect(validateSiteContactForm({ name: ['Dana'], email: 'a@b.co', message: 'Hi' })).toEqual({ name: 'Please tell us your name.' });
  });
});
