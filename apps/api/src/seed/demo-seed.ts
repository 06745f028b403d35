import { createHash, randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Argon2PasswordHasherAdapter } from '@fw/api-accounts-infrastructure';
import { BASELINE_REVISIONS_SQL } from '@fw/api-shared-infrastructure';

/** Demo accounts printed on start and listed in the README; for local use only. */
export const demoLogins = [
  {
    role: 'admin',
    email: 'admin@demo.local',
    password: 'DemoAdmin123!',
    name: 'Avery Admin',
    id: '00000000-0000-4000-8000-000000000001',
    roleId: '00000000-0000-4000-8000-000000000011',
  },
  {
    role: 'editor',
    email: 'client@demo.local',
    password: 'DemoClient123!',
    name: 'Casey Client',
    id: '00000000-0000-4000-8000-000000000002',
    roleId: '00000000-0000-4000-8000-000000000012',
  },
] as const;

const WEBSITE_ID = '00000000-0000-4000-8000-000000000101';
const SUBMISSION_ID = '00000000-0000-4000-8000-000000000201';

const sections: Array<[key: string, type: string, value: string, locked: boolean]> = [
  ['about_text', 'textarea', 'Sunshine Bakery has served Royal Palm Beach since 2012 with fresh bread, pastries and custom cakes baked every morning.', false],
  ['contact_phone', 'text', '(561) 555-0142', false],
  ['footer_legal', 'text', '© Sunshine Bakery LLC. All rights reserved.', true],
  ['hero_subtitle', 'textarea', 'Fresh bread, pastries and celebration cakes, made from scratch every morning.', false],
  ['hero_title', 'text', 'Baked Fresh in Royal Palm Beach', false],
  ['opening_hours', 'textarea', 'Tuesday to Saturday: 7am – 5pm\nSunday: 8am – 1pm\nClosed Mondays', false],
  // The restaurant template's image slots, empty until the client picks photos from the library.
  ['hero_image', 'image', '', false],
  ['about_image', 'image', '', false],
  ['gallery', 'image', '', false],
  ['site_logo', 'image', '', false],
  ['site_favicon', 'image', '', false],
];

/**
 * Idempotent: every row has a fixed id and is inserted only when missing, so running it on every
 * start never duplicates or overwrites what a person has changed since.
 */
export async function runDemoSeed(em: EntityManager): Promise<void> {
  const logger = new Logger('DemoSeed');
  const hasher = new Argon2PasswordHasherAdapter();
  await em.transactional(async (tx) => {
    const c = tx.getConnection();
    for (const login of demoLogins) {
      const existing = await c.execute('select id from users where id = ?', [login.id]);
      if (existing.length) continue;
      const hash = await hasher.hash(login.password);
      await c.execute(`insert into users (id, email, password_hash, email_confirmed_at) values (?, ?, ?, now()) on conflict do nothing`, [
        login.id,
        login.email,
        hash,
      ]);
      await c.execute(`insert into profiles (id, full_name, email) values (?, ?, ?) on conflict do nothing`, [login.id, login.name, login.email]);
      await c.execute(`insert into user_roles (id, user_id, role) values (?, ?, ?) on conflict do nothing`, [login.roleId, login.id, login.role]);
    }
    const client = demoLogins[1];
    await c.execute(
      `insert into websites (id, name, slug, domain, domain_status, template, owner_id) values (?, 'Sunshine Bakery', 'sunshine-bakery', 'sunshinebakery.example', 'waiting_for_dns', 'Restaurant', ?) on conflict do nothing`,
      [WEBSITE_ID, client.id],
    );
    let n = 0;
    for (const [key, type, value, locked] of sections) {
      n++;
      await c.execute(
        `insert into website_content (id, website_id, section_key, content_type, content_value, is_locked) values (?, ?, ?, ?, ?, ?) on conflict do nothing`,
        [`00000000-0000-4000-8000-0000000003${String(n).padStart(2, '0')}`, WEBSITE_ID, key, type, value, locked],
      );
    }
    await c.execute(
      `insert into blog_posts (id, website_id, slug, title, content, published, created_at) values
        ('00000000-0000-4000-8000-000000000401', ?, 'our-new-sourdough-schedule', 'Our New Sourdough Schedule', 'Starting next week our country sourdough comes out of the oven at 7am and again at noon, so the afternoon crowd gets a warm loaf too. Pre-orders are open by phone.', true, now() - interval '3 days'),
        ('00000000-0000-4000-8000-000000000402', ?, 'holiday-cake-orders-draft', 'Holiday Cake Orders (draft)', 'Holiday cake orders open on December 1st. This year we are adding a guava cheesecake and a key lime tart to the menu.', false, now() - interval '1 day')
       on conflict do nothing`,
      [WEBSITE_ID, WEBSITE_ID],
    );
    // Their first revisions, as the migration gives existing sites: the demo texts can be restored.
    await c.execute(BASELINE_REVISIONS_SQL);
    await c.execute(
      `insert into activity_logs (id, user_id, website_id, action, details, created_at) values
        ('00000000-0000-4000-8000-000000000501', ?, ?, 'Created blog post: Our New Sourdough Schedule', '{}', now() - interval '3 days'),
        ('00000000-0000-4000-8000-000000000502', ?, ?, 'Updated website content', '{"sections":["hero_title","opening_hours"]}', now() - interval '2 days'),
        ('00000000-0000-4000-8000-000000000503', ?, ?, 'Created blog post: Holiday Cake Orders (draft)', '{}', now() - interval '1 day')
       on conflict do nothing`,
      [client.id, WEBSITE_ID, client.id, WEBSITE_ID, client.id, WEBSITE_ID],
    );
    const resumeHash = createHash('sha256').update(randomBytes(32)).digest('hex');
    await c.execute(
      `insert into questionnaire_submissions (id, client_id, resume_token_hash, current_step, status, completed_at, business_name, business_email,
         business_phone, industry, existing_website_url, main_goal, target_audience, desired_action, brand_colors, style_preferences, liked_websites,
         main_pages, has_existing_content, needs_booking, needs_blog, integrations, ideal_launch_date, budget_range, wants_hosting, additional_notes)
       values (?, null, ?, 7, 'completed', now() - interval '5 days', 'Palm Coast Pet Grooming', 'hello@palmcoastgrooming.example',
         '(561) 555-0199', 'Pet services', '', 'Let customers book grooming appointments online and see our prices', 'Pet owners in Wellington and Royal Palm Beach',
         'Book an appointment', 'Teal and sand', 'Friendly, clean, lots of photos', '["https://example.com/groomer"]',
         '["Home","About","Services","Pricing","Contact"]', true, true, true, '["Google Calendar","Instagram"]', '2026-03-01', '2000-5000', true, 'We would like to launch before spring.')
       on conflict do nothing`,
      [SUBMISSION_ID, resumeHash],
    );
    await c.execute(
      // Every value with a '?' in it goes in as a parameter: a literal '?' in this SQL is taken as a
      // placeholder (the failed e-mail's body once read "...package**NULL**").
      `insert into email_logs (id, template, subject, status, recipient_email, sender_email, body, text_body, metadata, submission_id, message_id, sent_at, created_at, attempts) values
        ('00000000-0000-4000-8000-000000000601', 'questionnaire-notification', 'New questionnaire: Palm Coast Pet Grooming', 'sent', 'hello@floridawebdesign.example', 'no-reply@floridawebdesign.example',
         '<h1>New questionnaire submitted</h1><p><strong>Palm Coast Pet Grooming</strong> (Pet services) completed the website questionnaire.</p>',
         'New questionnaire submitted: Palm Coast Pet Grooming (Pet services)', '{"seed":true}', ?, '<seed-601@floridawebdesign.example>', now() - interval '5 days', now() - interval '5 days', 1),
        ('00000000-0000-4000-8000-000000000602', 'contact-notification', 'Contact form: Question about pricing', 'failed', 'hello@floridawebdesign.example', 'no-reply@floridawebdesign.example',
         ?, ?, ?::jsonb, null, '<seed-602@floridawebdesign.example>', null, now() - interval '4 days', 3)
       on conflict do nothing`,
      [
        SUBMISSION_ID,
        '<p>Hi, do you offer payment plans for the Business Growth package?</p>',
        'Hi, do you offer payment plans for the Business Growth package?',
        JSON.stringify({
          seed: true,
          lastError: '550 mailbox unavailable (demo)',
          errors: [1, 2, 3].map((attempt) => ({
            attempt,
            message: '550 mailbox unavailable (demo)',
            permanent: attempt === 3,
            at: new Date(Date.now() - 4 * 86_400_000 + attempt * 300_000).toISOString(),
          })),
        }),
      ],
    );
  });
  logger.log('demo data is in place');
}
