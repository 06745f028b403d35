// Generated rows for the benchmarks, written straight with SQL (insert … select generate_series):
// editors who own websites with sections and posts, and questionnaire submissions. Every bench
// editor shares the demo client's password hash, so any of them can sign in through the API with
// the demo client's password.

export const BENCH_EMAIL_DOMAIN = 'bench.local';
export const benchEmail = (i) => `bench-${String(i).padStart(5, '0')}@${BENCH_EMAIL_DOMAIN}`;
export const benchDomain = (i) => `bench-site-${String(i).padStart(5, '0')}.example`;

/** Editors + profiles + roles, one website each with `sectionsPerSite` sections, and posts. */
export async function generateSites(db, { websites = 1000, sectionsPerSite = 20, posts = 10000, passwordFromEmail = 'client@demo.local' }) {
  await db.query('begin');
  try {
    const hash = await db.query('select password_hash from users where email = $1', [passwordFromEmail]);
    if (!hash.rowCount) throw new Error(`no user ${passwordFromEmail} to copy the password hash from (is SEED_DEMO_DATA on?)`);
    await db.query(
      `insert into users (id, email, password_hash, email_confirmed_at, created_at)
       select gen_random_uuid(), 'bench-' || lpad(i::text, 5, '0') || '@${BENCH_EMAIL_DOMAIN}', $1, now(), now() - (i || ' minutes')::interval
         from generate_series(1, $2::int) i`,
      [hash.rows[0].password_hash, websites],
    );
    await db.query(
      `insert into profiles (id, full_name, email, created_at)
       select u.id, 'Bench Editor ' || substr(u.email, 7, 5), u.email, u.created_at from users u where u.email like '%@${BENCH_EMAIL_DOMAIN}'`,
    );
    await db.query(
      `insert into user_roles (id, user_id, role) select gen_random_uuid(), p.id, 'editor' from profiles p where p.email like '%@${BENCH_EMAIL_DOMAIN}'`,
    );
    await db.query(
      `insert into websites (id, name, domain, template, owner_id, created_at, updated_at)
       select gen_random_uuid(), 'Bench Site ' || substr(p.email, 7, 5), 'bench-site-' || substr(p.email, 7, 5) || '.example',
              (array['Restaurant','Retail','Services','Portfolio'])[1 + (substr(p.email, 7, 5)::int % 4)], p.id, p.created_at, p.created_at
         from profiles p where p.email like '%@${BENCH_EMAIL_DOMAIN}'`,
    );
    await db.query(
      `insert into website_content (id, website_id, section_key, content_type, content_value, is_locked)
       select gen_random_uuid(), w.id, 'section_' || lpad(s::text, 2, '0'),
              case when s % 3 = 0 then 'textarea' else 'text' end,
              repeat('Generated benchmark text for section ' || s || '. ', 1 + s % 4),
              s = $1::int
         from websites w cross join generate_series(1, $1::int) s
        where w.domain like 'bench-site-%'`,
      [sectionsPerSite],
    );
    await db.query(
      `with sites as (select id, row_number() over (order by domain) - 1 as n, count(*) over () as total from websites where domain like 'bench-site-%')
       insert into blog_posts (id, website_id, title, content, published, created_at, updated_at)
       select gen_random_uuid(), sites.id, 'Bench post ' || i, repeat('Post body paragraph. ', 20), i % 2 = 0,
              now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
         from generate_series(1, $1::int) i join sites on sites.n = i % sites.total`,
      [posts],
    );
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

/** Adds `count` questionnaire submissions (about a third completed), spread over two years. */
export async function generateSubmissions(db, count, offset = 0) {
  await db.query(
    `insert into questionnaire_submissions (id, client_id, resume_token_hash, version, current_step, status, completed_at,
        business_name, business_email, business_phone, industry, main_goal, target_audience, budget_range, created_at, updated_at)
     select gen_random_uuid(),
            case when i % 10 = 0 then (select id from profiles where email = 'bench-' || lpad((1 + i % 1000)::text, 5, '0') || '@${BENCH_EMAIL_DOMAIN}') end,
            encode(sha256(('bench-token-' || i)::bytea), 'hex'), 1,
            case when i % 3 = 0 then 7 else 1 + i % 6 end,
            case when i % 3 = 0 then 'completed' else 'draft' end,
            case when i % 3 = 0 then now() - (i || ' minutes')::interval end,
            'Bench Business ' || i, 'owner' || i || '@bench-business.example', '(561) 555-' || lpad((i % 10000)::text, 4, '0'),
            (array['Restaurant','Retail','Pet services','Construction','Health'])[1 + i % 5],
            'Get more customers online', 'Local customers', (array['under-2000','2000-5000','5000-10000','over-10000'])[1 + i % 4],
            now() - ((i * 17) % 1051200 || ' minutes')::interval, now() - ((i * 17) % 1051200 || ' minutes')::interval
       from generate_series($1::int + 1, $1::int + $2::int) i`,
    [offset, count],
  );
}

export async function vacuumAnalyze(db) {
  await db.query('vacuum analyze');
}

export async function rowCounts(db) {
  const { rows } = await db.query(`
    select (select count(*) from users)::int as users, (select count(*) from websites)::int as websites,
           (select count(*) from website_content)::int as sections, (select count(*) from blog_posts)::int as posts,
           (select count(*) from questionnaire_submissions)::int as submissions`);
  return rows[0];
}
