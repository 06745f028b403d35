import { renderMail } from './render-mail';

// The business's order notification is read by the business, not the buyer. Found by an
// exploratory pass: it said "Your hosting is included until …" and "Cancel anytime before then",
// the receipt's words to the buyer, so the owner read the client's renewal as their own.
const brand = { name: 'Florida Web Design', publicUrl: 'https://fw.example' };
const pkg = {
  orderId: 'o1',
  kind: 'package' as const,
  purchase: 'Basic Website, 1 year',
  buyerEmail: 'buyer@example.com',
  items: [{ name: 'Basic Website, 1 year', amountCents: 47500 }],
  totalCents: 47500,
  currency: 'usd',
  renewal: { amountCents: 37800, startsAt: '2027-11-23T16:05:00.000Z' },
};
const hosting = {
  ...pkg,
  kind: 'hosting' as const,
  purchase: 'Basic Website Hosting Renewal',
  items: [{ name: 'Basic Website Hosting Renewal', amountCents: 37800 }],
  totalCents: 0,
};

describe('order notification to the business', () => {
  it.each([
    [
      'a package',
      pkg,
      'Hosting is included until Nov 23, 2027. After that, hosting renews at $378.00/year (first charge of $378.00 on Nov 23, 2027 if the client sets up the renewal).',
    ],
    [
      'a hosting renewal set up',
      hosting,
      'Nothing was charged today. First charge of $378.00 on Nov 23, 2027, then $378.00 every year, unless the client cancels before then.',
    ],
  ])('for %s speaks of the client, not to them', (_label, data, sentence) => {
    const mail = renderMail('order-notification', data, brand);
    expect(mail.text).toContain(sentence);
    expect(mail.html).toContain(sentence);
    for (const part of [mail.text, mail.html]) expect(part).not.toMatch(/\b[Yy]our hosting\b|Cancel anytime/);
  });

  it('leaves the buyer’s receipt in the second person', () => {
    expect(renderMail('order-receipt', pkg, brand).text).toContain('Your hosting is included until Nov 23, 2027.');
    expect(renderMail('order-receipt', hosting, brand).text).toContain('Cancel anytime before then.');
  });
});
