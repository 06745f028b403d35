import { SiteLead } from './site-lead.entity';

const base = { id: 'lead-1', websiteId: 'site-1', now: new Date('2026-11-27T12:00:00Z') };

describe('SiteLead.submit', () => {
  it('keeps a complete message, trimmed, with an optional phone', () => {
    const result = SiteLead.submit({ ...base, name: ' Ana ', email: 'ana@example.com', phone: '', message: ' Table for 4? ' });
    expect(result).toEqual({ lead: expect.objectContaining({ name: 'Ana', email: 'ana@example.com', phone: null, message: 'Table for 4?' }) });
  });

  it('names every field to correct in the form’s words', () => {
    const result = SiteLead.submit({ ...base, name: ' ', email: 'ana@', phone: 'call me', message: 'x'.repeat(5001) });
    expect(result).toEqual({
      errors: {
        name: 'Please tell us your name.',
        email: 'Please enter a valid email address, such as name@example.com.',
        phone: expect.stringContaining('phone number'),
        message: 'Your message must be at most 5000 characters.',
      },
    });
  });

  it('treats a field that is not text as empty', () => {
    const result = SiteLead.submit({ ...base, name: ['Ana'], email: 'ana@example.com', message: 'Hi' });
    expect(result).toEqual({ errors: { name: 'Please tell us your name.' } });
  });
});
