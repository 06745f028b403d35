import { chromium, type Browser } from 'playwright-core';
import { MAIL_TEMPLATE_NAMES, renderMail, TEMPLATES_INVITING_REPLY } from './render-mail';
import { escapeHtml, oneLine, safeUrl } from './mail-layout';

const brand = { name: 'Florida Web Design', publicUrl: 'https://fw.example' };
const evil = '<img src=x onerror=alert(1)>"\'&';
/** Sent to an address typed by whoever filled a form: the data types leave no room for typed text. */
const TO_UNVERIFIED = new Set([
  'signup-confirmation',
  'signup-set-password',
  'password-reset',
  'contact-acknowledgement',
  'questionnaire-resume-link',
  'questionnaire-reminder',
  'questionnaire-received',
  'client-invite',
  'email-correction',
  'email-change-confirmation',
]);

const samples = {
  'signup-confirmation': { confirmUrl: 'https://fw.example/auth/confirm?token=a&b=1' },
  'password-reset': { resetUrl: 'https://fw.example/auth/reset-password?token=a' },
  'signup-set-password': { setPasswordUrl: 'https://fw.example/auth/reset-password?token=a' },
  'client-welcome': { email: evil, fullName: evil, signInUrl: 'https://fw.example/auth' },
  'client-invite': { inviteUrl: 'https://fw.example/auth/reset-password?token=a&invite=1', expiryHours: 72 },
  'email-correction': { confirmUrl: 'https://fw.example/payment-success?token=a&correction=1', expiryHours: 24 },
  'email-change-confirmation': { confirmUrl: 'https://fw.example/auth/confirm?token=a&change=1', expiryHours: 24 },
  'email-change-notice': { newEmail: evil },
  'contact-notification': { name: evil, email: evil, subject: evil, message: evil },
  'contact-acknowledgement': {},
  'site-lead-notification': { siteName: evil, name: evil, email: evil, phone: evil, message: evil, leadsUrl: 'http://localhost:3000/dashboard/leads' },
  'review-requested': { siteName: evil, sections: [evil], reviewUrl: 'http://localhost:3000/dashboard/admin/reviews' },
  'review-approved': { siteName: evil, sections: [evil], editUrl: 'http://localhost:3000/dashboard/content' },
  'review-sent-back': { siteName: evil, comment: evil, editUrl: 'http://localhost:3000/dashboard/content' },
  'questionnaire-notification': {
    submissionId: evil,
    businessName: evil,
    businessEmail: evil,
    industry: evil,
    mainGoal: evil,
    adminUrl: 'https://fw.example/dashboard/admin/submissions',
  },
  'questionnaire-resume-link': { resumeUrl: 'https://fw.example/start?resume=id.tok', expiryDays: 90 },
  'questionnaire-reminder': { resumeUrl: 'https://fw.example/start?resume=id.tok', expiryDays: 90 },
  'questionnaire-received': { uploadUrl: 'https://fw.example/start/upload?token=tok', expiryDays: 14 },
  'order-receipt': {
    orderId: evil,
    purchase: evil,
    items: [{ name: evil, amountCents: 100 }],
    totalCents: 100,
    currency: 'usd',
    kind: 'package' as const,
    renewal: { amountCents: 37800, startsAt: '2027-11-23T16:05:00.000Z' },
  },
  'order-notification': {
    orderId: evil,
    purchase: evil,
    buyerEmail: evil,
    items: [{ name: evil, amountCents: 100 }],
    totalCents: 0,
    currency: 'usd',
    kind: 'hosting' as const,
    renewal: { amountCents: 37800, startsAt: '2027-11-23T16:05:00.000Z' },
  },
  'renewal-payment-failed': { orderId: evil, hostingOrderId: evil, buyerEmail: evil, purchase: evil, amountCents: 37800, currency: 'usd', invoiceId: evil },
  'renewal-canceled': {
    orderId: evil,
    purchase: evil,
    paidUntil: '2027-11-23T16:05:00.000Z',
    canceledBy: 'admin' as const,
    audience: 'business' as const,
    buyerEmail: evil,
  },
};

describe('renderMail', () => {
  it.each(MAIL_TEMPLATE_NAMES)('%s: shared layout, escaped user data, one-line subject, text part', (name) => {
    const out = renderMail(name, samples[name] as never, brand);
    expect(out.html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(out.html).toContain('Florida Web Design');
    expect(out.html).not.toContain('<img');
    // Templates sent to an address nobody has verified carry no typed text to escape at all.
    if (!TO_UNVERIFIED.has(name)) expect(out.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(out.html).not.toMatch(/onerror=alert\(1\)>/);
    expect(out.subject).not.toMatch(/[\r\n]/);
    expect(out.subject.length).toBeGreaterThan(5);
    expect(out.text).toContain('Florida Web Design');
    expect(out.text).not.toContain('<table');
  });

  it('covers every template name of the port', () => {
    expect(MAIL_TEMPLATE_NAMES.sort()).toEqual(Object.keys(samples).sort());
  });

  it('keeps stable subjects', () => {
    expect(renderMail('contact-notification', { name: 'a', email: 'a@b.c', subject: 'Quote\r\nBcc: x', message: 'm' }, brand).subject).toBe(
      'Contact form: Quote Bcc: x',
    );
    expect(renderMail('questionnaire-notification', { ...samples['questionnaire-notification'], businessName: 'Sunny Cafe' }, brand).subject).toBe(
      'New questionnaire: Sunny Cafe',
    );
    expect(renderMail('contact-acknowledgement', {}, brand).text).toContain('within 24 hours');
  });

  it('questionnaire resume and reminder e-mails carry the link and its expiry, nothing typed', () => {
    for (const name of ['questionnaire-resume-link', 'questionnaire-reminder'] as const) {
      const out = renderMail(name, { resumeUrl: 'https://fw.example/start?resume=abc.def', expiryDays: 45 }, brand);
      expect(out.text).toContain('https://fw.example/start?resume=abc.def');
      expect(out.html).toContain('href="https://fw.example/start?resume=abc.def"');
      expect(out.text).toContain('45 days without changes');
    }
    expect(renderMail('questionnaire-resume-link', samples['questionnaire-resume-link'], brand).subject).toBe(
      'Your link to continue your website questionnaire',
    );
    expect(renderMail('questionnaire-reminder', samples['questionnaire-reminder'], brand).subject).toBe('Finish your website questionnaire');
  });

  it('the questionnaire confirmation carries the upload link and its life, nothing typed', () => {
    const out = renderMail('questionnaire-received', { uploadUrl: 'https://fw.example/start/upload?token=abc', expiryDays: 14 }, brand);
    expect(out.subject).toBe('We received your website questionnaire');
    expect(out.html).toContain('href="https://fw.example/start/upload?token=abc"');
    expect(out.text).toContain('https://fw.example/start/upload?token=abc');
    expect(out.text).toContain('works for 14 days');
  });

  it('the invitation carries the brand, the set-password link and its expiry, nothing a buyer typed', () => {
    const out = renderMail('client-invite', { inviteUrl: 'https://fw.example/auth/reset-password?token=abc&invite=1', expiryHours: 48 }, brand);
    expect(out.subject).toBe('Set up your Florida Web Design account');
    expect(out.html).toContain('href="https://fw.example/auth/reset-password?token=abc&amp;invite=1"');
    expect(out.text).toContain('https://fw.example/auth/reset-password?token=abc&invite=1');
    expect(out.text).toContain('expires in 48 hours');
  });

  it('names the e-mails that invite a reply (sent with Reply-To the business inbox)', () => {
    expect([...TEMPLATES_INVITING_REPLY].sort()).toEqual([
      'client-invite',
      'contact-acknowledgement',
      'email-change-notice',
      'order-receipt',
      'questionnaire-received',
    ]);
    for (const name of TEMPLATES_INVITING_REPLY) expect(renderMail(name, samples[name] as never, brand).text).toMatch(/reply to this email/i);
  });

  it('order e-mails name the term bought and the renewal amount and start date (billing.renewal-start)', () => {
    const pkg = {
      orderId: 'o1',
      kind: 'package' as const,
      purchase: 'Business Growth Website, 10 years',
      items: [{ name: 'Business Growth Website, 10 years', amountCents: 438600 }],
      totalCents: 438600,
      currency: 'usd',
      renewal: { amountCents: 49800, startsAt: '2036-11-23T16:05:00.000Z' },
    };
    const receipt = renderMail('order-receipt', pkg, brand);
    expect(receipt.text).toContain('Business Growth Website, 10 years');
    expect(receipt.text).toContain('Your hosting is included until Nov 23, 2036. After that, hosting renews at $498.00/year');
    const notification = renderMail('order-notification', { ...pkg, buyerEmail: 'b@example.com' }, brand);
    expect(notification.subject).toContain('Business Growth Website, 10 years');
    expect(notification.text).toContain('Nov 23, 2036');
    const hosting = {
      ...pkg,
      kind: 'hosting' as const,
      purchase: 'Basic Website Hosting Renewal',
      items: [{ name: 'Basic Website Hosting Renewal', amountCents: 37800 }],
      totalCents: 0,
      renewal: { amountCents: 37800, startsAt: '2027-11-23T16:05:00.000Z' },
    };
    const setUp = renderMail('order-receipt', hosting, brand);
    expect(setUp.subject).toBe('Your Florida Web Design hosting renewal is set up');
    expect(setUp.text).toContain('Nothing was charged today. First charge of $378.00 on Nov 23, 2027');
    expect(setUp.text).not.toMatch(/payment .* was received/);
    expect(renderMail('order-notification', { ...hosting, buyerEmail: 'b@example.com' }, brand).text).toContain('First charge of $378.00 on Nov 23, 2027');
  });

  it('the package receipt names package, term, add-ons, total, renewal amount and date, and links to /start and /dashboard (docs/product.md §11.1)', () => {
    const data = {
      orderId: 'o2',
      kind: 'package' as const,
      purchase: 'Basic Website, 2 years',
      items: [
        { name: 'Basic Website, 2 years', amountCents: 85300 },
        { name: 'Logo + Brand Kit', amountCents: 9900 },
      ],
      totalCents: 95200,
      currency: 'usd',
      renewal: { amountCents: 37800, startsAt: '2028-11-23T16:05:00.000Z' },
    };
    const receipt = renderMail('order-receipt', data, brand);
    for (const text of [receipt.text, receipt.html]) {
      expect(text).toContain('Basic Website, 2 years');
      expect(text).toContain('Logo + Brand Kit');
      expect(text).toContain('$952.00');
      expect(text).toMatch(/hosting renews at \$378\.00\/year/);
      expect(text).toContain('Nov 23, 2028');
      expect(text).toContain(`${brand.publicUrl}/start`);
      expect(text).toContain(`${brand.publicUrl}/dashboard`);
    }
    expect(receipt.html).toContain(`href="${brand.publicUrl}/start"`);
    // A hosting set-up confirmation is not a receipt with next steps.
    expect(renderMail('order-receipt', { ...data, kind: 'hosting' as const }, brand).text).not.toContain('/start');
  });

  it('links only http(s) URLs', () => {
    expect(safeUrl('javascript:alert(1)')).toBe('#');
    expect(safeUrl('https://a.example/?a=1&b=2')).toBe('https://a.example/?a=1&amp;b=2');
  });

  it('escapes and flattens', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
    expect(oneLine('a\r\n\tb\u2028c', 200)).toBe('a b c');
    expect(oneLine('x'.repeat(300), 10)).toHaveLength(10);
  });
});

describe('every e-mail on a phone', () => {
  // Addresses as they are sent: the real host and a 43-character token, each one word to a browser.
  const host = 'https://www.floridawebdesign.example';
  const token = 'BKTNqHOsl6fkBAb3MlspEatStNsBsHBJZEyXrzQIRgc';
  const realistic = (data: object) =>
    Object.fromEntries(Object.entries(data).map(([key, value]) => [key, key.endsWith('Url') ? `${host}/dashboard/some/page?token=${token}` : value]));
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
  }, 60_000);
  afterAll(() => browser?.close());

  it('fits 320 px without scrolling sideways, long links included', async () => {
    const page = await browser.newPage({ viewport: { width: 320, height: 800 } });
    const sideways: string[] = [];
    for (const name of MAIL_TEMPLATE_NAMES) {
      await page.setContent(renderMail(name, realistic(samples[name]) as never, { ...brand, publicUrl: host }).html);
      // A string: this project's type checking knows no DOM.
      const overflow = (await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')) as number;
      if (overflow > 0) sideways.push(`${name}: ${overflow}px`);
    }
    expect(sideways).toEqual([]);
  });
});
