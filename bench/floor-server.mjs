// The floor of this machine and stack: a bare Fastify + node-postgres server answering the
// benchmarked endpoints with the same SQL the API runs (bearer check with the same user/role
// query, the same reads and writes, the same JSON shapes), and nothing else: no ORM, no DI, no
// validation pipes, no logging. The API's requests/s divided by this one's is the "ratio to floor".
//
// env: PORT, DATABASE_URL, JWT_SECRET, JWT_ISSUER, JWT_AUDIENCE (floridaweb-api), POOL_MAX (10),
// SITES_DOMAIN (localhost), BUSINESS_TIME_ZONE (America/New_York)
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const env = process.env;
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: Number(env.POOL_MAX ?? 10), connectionTimeoutMillis: 5000 });
pool.on('error', () => undefined);
const secret = env.JWT_SECRET ?? '';
const issuer = env.JWT_ISSUER ?? '';
const audience = env.JWT_AUDIENCE ?? 'floridaweb-api';

const fail = (reply, statusCode, code, message) => reply.code(statusCode).send({ statusCode, code, message });

function verifyJwt(header) {
  const token = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  if (!token) return null;
  const [head, payload, signature] = token.split('.');
  if (!signature) return null;
  const expected = createHmac('sha256', secret).update(`${head}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'HS256') return null;
  if (claims.exp * 1000 < Date.now() || claims.iss !== issuer || claims.aud !== audience) return null;
  return claims;
}

// The API's read statements, word for word and prepared under the same names (the API's
// SqlReader names them, so each connection parses and plans them once; so does the floor).
const statements = {
  authUser: {
    name: 'accounts_auth_user_session',
    text: `select u.id, u.email, u.disabled_at, u.email_confirmed_at, u.password_changed_at,
          coalesce(array_agg(r.role) filter (where r.role is not null), '{}') as roles,
          exists (
            select 1 from refresh_tokens t where t.family_id = $2::uuid and t.user_id = u.id and t.revoked_at is null
          ) as session_live
     from users u left join user_roles r on r.user_id = u.id
    where u.id = $1 group by u.id`,
  },
  publicContent: {
    name: 'sites_public_content',
    text: `select w.name, w.domain, w.template, c.section_key, c.content_value
     from websites w left join website_content c on c.website_id = w.id
    where w.domain = $1`,
  },
  // The API reads the owner from the accounts context in a statement of its own; a bare server joins.
  ownedWebsite: {
    name: 'sites_owned_website_content',
    text: `select w.id, w.name, w.slug, w.domain, w.domain_status, w.template, w.owner_id, w.status, w.requires_review, w.created_at, w.updated_at,
          p.full_name as owner_full_name, p.email as owner_email,
          c.id as section_id, c.section_key, c.content_type, c.content_value, c.draft_value, c.is_locked, c.version,
          c.created_at as section_created_at, c.updated_at as section_updated_at
     from (select * from websites where owner_id = $1 order by created_at asc, id asc limit 1) w
     left join profiles p on p.id = w.owner_id
     left join website_content c on c.website_id = w.id`,
  },
};
const read = (statement, values) => pool.query({ ...statement, values });
const bySectionKey = (a, b) => (a.section_key < b.section_key ? -1 : a.section_key > b.section_key ? 1 : 0);

// Same query as the API's AccessTokenVerifier (user + roles, read on every request).
async function authenticate(request, reply, role) {
  const claims = verifyJwt(request.headers.authorization);
  if (!claims) return void fail(reply, 401, 'AUTH.UNAUTHENTICATED', 'You need to sign in to do this.');
  const { rows } = await read(statements.authUser, [claims.sub, claims.sid]);
  const user = rows[0];
  const signedOut =
    !user ||
    user.disabled_at ||
    !user.email_confirmed_at ||
    !user.session_live ||
    (user.password_changed_at && claims.iat * 1000 < new Date(user.password_changed_at).getTime() - 1000);
  if (signedOut) return void fail(reply, 401, 'AUTH.UNAUTHENTICATED', 'You need to sign in to do this.');
  const effective = user.roles.includes('admin') ? 'admin' : 'editor';
  if (role && effective !== role) return void fail(reply, 403, 'AUTH.FORBIDDEN', 'You do not have permission to access this page.');
  return { id: user.id, email: user.email, role: effective };
}

// The API's answer: the site's address from its live domain or its slug under the sites' domain.
const sitesDomain = env.SITES_DOMAIN ?? 'localhost';
const siteUrl = (w) => (w.domain && w.domain_status === 'live' ? `https://${w.domain}` : w.slug ? `http://${w.slug}.${sitesDomain}` : null);
const businessTimeZone = env.BUSINESS_TIME_ZONE ?? 'America/New_York';

function websiteDto(w) {
  return {
    id: w.id,
    name: w.name,
    domain: w.domain,
    template: w.template,
    owner_id: w.owner_id,
    owner: w.owner_id ? { id: w.owner_id, full_name: w.owner_full_name, email: w.owner_email } : null,
    status: w.status,
    requires_review: w.requires_review,
    slug: w.slug,
    domain_status: w.domain_status,
    site_url: siteUrl(w),
    created_at: w.created_at,
    updated_at: w.updated_at,
  };
}

// The admin list's computed fields, as the API's defaults compute them.
const QUESTIONNAIRE_STEPS = 7;
const draftExpiryDays = Number(env.QUESTIONNAIRE_DRAFT_EXPIRY_DAYS ?? 90);
// Dates (the launch date) as the API answers them: the text PostgreSQL sends, not a local midnight.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

const app = Fastify({ logger: false });

app.get('/api/health/ready', async () => {
  await pool.query('select 1');
  return { status: 'ok', database: 'up' };
});

app.get('/api/my/website', async (request, reply) => {
  const user = await authenticate(request, reply);
  if (!user) return reply;
  const { rows } = await read(statements.ownedWebsite, [user.id]);
  if (!rows[0]) return { website: null, sections: [], business_time_zone: businessTimeZone };
  const sections = rows
    .filter((r) => r.section_id !== null)
    .map((r) => ({
      id: r.section_id,
      website_id: r.id,
      section_key: r.section_key,
      content_type: r.content_type,
      content_value: r.content_value,
      draft_value: r.draft_value,
      is_locked: r.is_locked,
      version: r.version,
      updated_at: r.section_updated_at,
    }))
    .sort(bySectionKey);
  return { website: websiteDto(rows[0]), sections, business_time_zone: businessTimeZone };
});

// The floor's content save: the least a bare server needs to answer the API's request with the same
// writes (changed sections, their revisions, the activity entry, the website's updated_at) and the
// same response shape, so that bench:api compares like with like. It is not the product's rule and
// no reference for it: the API decides locks, versions and conflicts in its domain
// (ContentSection and planContentSave in libs/api/sites/domain) and persists with one conditional
// UPDATE per section. Here one statement does it all, since a floor has no domain to keep.
const saveContentSql = (() => {
  let n = 0;
  return `
with input as (
  select * from jsonb_to_recordset(?::jsonb) as i(id uuid, value text, version int)
),
site as (
  select id from websites where owner_id = ? order by created_at asc, id asc limit 1
),
requested as (
  select c.id, c.is_locked, c.content_value, i.version as sent_version, i.value as sent_value
    from input i join website_content c on c.id = i.id and c.website_id = (select id from site)
),
allowed as (
  select (select count(*) from requested) = (select count(*) from input) and not exists (select 1 from requested where is_locked) as ok
),
updated as (
  update website_content s
     set content_value = i.value, version = s.version + 1, updated_at = now()
    from input i
   where s.id = i.id and s.website_id = (select id from site) and s.version = i.version and not s.is_locked
     and s.content_value is distinct from i.value and (select ok from allowed)
  returning s.id, s.section_key, s.content_value, s.is_locked, s.version, s.updated_at
),
revised as (
  insert into revisions (id, website_id, item_type, item_id, item_label, action, version, previous, next, changed_by)
  select gen_random_uuid(), (select id from site), 'section', u.id, u.section_key, 'update', u.version,
         jsonb_build_object('content_value', r.content_value, 'is_locked', r.is_locked),
         jsonb_build_object('content_value', u.content_value, 'is_locked', u.is_locked), ?
    from updated u join requested r on r.id = u.id
),
touched as (
  update websites set updated_at = now() where id = (select id from site) and exists (select 1 from updated)
),
logged as (
  insert into activity_logs (id, user_id, website_id, action, details)
  select ?, ?, (select id from site), ?, jsonb_build_object('sections', jsonb_agg(section_key order by section_key collate "C"))
    from updated having count(*) > 0
)
select site.id as website_id, c.id, c.section_key, c.content_type, coalesce(r.is_locked, c.is_locked) as is_locked,
       coalesce(u.content_value, c.content_value) as content_value,
       coalesce(u.version, c.version) as version,
       coalesce(u.updated_at, c.updated_at) as updated_at,
       r.sent_version, r.sent_value, r.id is not null as requested, u.id is not null as written
  from site
  left join website_content c on c.website_id = site.id
  left join updated u on u.id = c.id
  left join requested r on r.id = c.id
 order by c.section_key collate "C"`.replace(/\?/g, () => `$${++n}`);
})();

app.put('/api/my/website/content', async (request, reply) => {
  const user = await authenticate(request, reply);
  if (!user) return reply;
  const input = request.body?.sections ?? [];
  const batch = JSON.stringify(input.map((s) => ({ id: s.id, value: s.content_value, version: s.version })));
  const { rows } = await pool.query(saveContentSql, [batch, user.id, user.id, randomUUID(), user.id, 'Updated website content']);
  if (!rows.length) return fail(reply, 404, 'SITES.NO_WEBSITE', 'You do not have a website yet.');
  const requested = rows.filter((r) => r.requested);
  if (requested.length !== input.length) return fail(reply, 404, 'SITES.SECTION_NOT_FOUND', 'Section not found');
  const locked = requested.find((r) => r.is_locked);
  if (locked) return fail(reply, 409, 'SITES.SECTION_LOCKED', `Section ${locked.section_key} is locked by your administrator`);
  const sections = rows
    .filter((r) => r.id !== null)
    .map((r) => ({
      id: r.id,
      website_id: r.website_id,
      section_key: r.section_key,
      content_type: r.content_type,
      content_value: r.content_value,
      is_locked: r.is_locked,
      version: r.version,
      updated_at: r.updated_at,
    }));
  const saved = requested.filter((r) => r.written).map((r) => r.section_key);
  const conflicts = requested
    .filter((r) => !r.written && r.content_value !== r.sent_value)
    .map((r) => ({ theirs: sections.find((s) => s.id === r.id), yours: r.sent_value }));
  return { sections, saved, conflicts };
});

app.get('/api/public/sites/:domain/content', async (request, reply) => {
  const { rows } = await read(statements.publicContent, [request.params.domain]);
  if (!rows.length) return fail(reply, 404, 'SITES.NOT_FOUND', 'Website not found');
  const sections = rows.filter((r) => r.section_key !== null).sort(bySectionKey);
  const { name, domain, template } = rows[0];
  const body = JSON.stringify({ website: { name, domain, template }, sections: Object.fromEntries(sections.map((s) => [s.section_key, s.content_value])) });
  const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
  reply.header('ETag', etag).header('Cache-Control', 'public, max-age=60');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
});

// What the API answers with: every column but the token hashes (read once at start).
const submissionColumns = (
  await pool.query(
    `select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as list from information_schema.columns
      where table_name = 'questionnaire_submissions' and column_name not in ('resume_token_hash', 'reminder_token_hash')`,
  )
).rows[0].list;
const submissionFields = [
  'business_name',
  'business_email',
  'business_phone',
  'industry',
  'main_goal',
  'target_audience',
  'desired_action',
  'brand_colors',
  'style_preferences',
  'content_notes',
  'feature_notes',
  'hosting_notes',
  'additional_notes',
];

app.patch('/api/questionnaires/:id', async (request, reply) => {
  const token = request.headers['x-resume-token'];
  const notFound = () => fail(reply, 404, 'INTAKE.SUBMISSION_NOT_FOUND', 'Questionnaire not found');
  if (typeof token !== 'string' || token.length > 200) return notFound();
  const body = request.body ?? {};
  // Like the API: one conditional UPDATE ... RETURNING (token, draft, not idle, version when sent).
  const sets = [];
  const values = [];
  for (const field of [...submissionFields, 'current_step']) {
    if (body[field] !== undefined) {
      values.push(body[field]);
      sets.push(`"${field}" = $${values.length}`);
    }
  }
  values.push(null);
  sets.push('version = version + 1', 'updated_at = now()', `client_id = coalesce(client_id, $${values.length}::uuid)`);
  const hash = createHash('sha256').update(token).digest('hex');
  values.push(request.params.id, new Date(Date.now() - 90 * 86_400_000), hash, hash, null);
  const n = values.length;
  let versionCheck = '';
  if (body.version !== undefined) {
    values.push(body.version);
    versionCheck = `and version = $${values.length}`;
  }
  const { rows } = await pool.query(
    `update questionnaire_submissions set ${sets.join(', ')}
      where id = $${n - 4} and status = 'draft' and updated_at > $${n - 3}
        and (resume_token_hash = $${n - 2} or reminder_token_hash = $${n - 1} or client_id = $${n}::uuid)
        ${versionCheck}
      returning ${submissionColumns}`,
    values,
  );
  if (rows[0]) return rows[0];
  // Only then, as the API: find out why.
  const { rows: found } = await pool.query(`select version, status, resume_token_hash from questionnaire_submissions where id = $1`, [request.params.id]);
  if (!found[0] || found[0].resume_token_hash !== hash || found[0].status !== 'draft') return notFound();
  return fail(reply, 409, 'INTAKE.STALE_SUBMISSION', 'Stale questionnaire');
});

const sortable = new Set(['created_at', 'business_name', 'status']);

app.get('/api/admin/submissions', async (request, reply) => {
  const user = await authenticate(request, reply, 'admin');
  if (!user) return reply;
  const q = request.query;
  const start = Math.max(0, Number(q._start ?? 0));
  const end = Math.max(start, Number(q._end ?? start + 10));
  const sort = sortable.has(q._sort) ? q._sort : 'created_at';
  const order = q._order === 'asc' ? 'asc' : 'desc';
  // As the API: blank business names last both ways, the id tie-breaker in the sort's direction.
  const nullsLast = order === 'desc' && sort === 'business_name' ? ' nulls last' : '';
  // Like the API: the page with each row's client profile and the unfiltered total from the
  // trigger-kept counts in one statement (prepared once per connection and sort, bounds as
  // parameters).
  const total = 'select coalesce(sum(n), 0)::int from questionnaire_submission_counts';
  const profile = `(select json_build_object('full_name', p.full_name, 'email', p.email) from profiles p where p.id = questionnaire_submissions.client_id)`;
  const list = await pool.query({
    name: `floor_submissions_${sort}_${order}`,
    text: `select *, ${profile} as "__profile", (${total}) as "__total" from questionnaire_submissions where true order by "${sort}" ${order}${nullsLast}, "id" ${order} limit $1 offset $2`,
    values: [end - start, start],
  });
  const count = list.rows.length
    ? list.rows[0].__total
    : (await read({ name: 'floor_submissions_total', text: `select (${total}) as total` }, [])).rows[0].total;
  reply.header('X-Total-Count', String(count)).header('Access-Control-Expose-Headers', 'X-Total-Count');
  return list.rows.map(
    ({
      resume_token_hash: _h,
      reminder_token_hash: _r,
      upload_token_hash: _u,
      upload_link_closed_at: _c,
      upload_link_expires_at: _e,
      __total: _t,
      __profile,
      ...row
    }) => ({
      ...row,
      profile: __profile,
      progress_percent:
        row.status === 'completed' ? 100 : Math.round((Math.min(Math.max(row.current_step, 1), QUESTIONNAIRE_STEPS) / QUESTIONNAIRE_STEPS) * 100),
      expires_at: row.status === 'draft' ? new Date(row.updated_at.getTime() + draftExpiryDays * 86_400_000) : null,
    }),
  );
});

app.setErrorHandler((error, _request, reply) => {
  const unavailable = /ECONNREFUSED|timeout|terminat/i.test(String(error?.message));
  reply.code(unavailable ? 503 : (error.statusCode ?? 500)).send({ statusCode: unavailable ? 503 : 500, code: 'FLOOR.ERROR', message: String(error?.message) });
});

await app.listen({ port: Number(env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
if (process.send) process.send({ type: 'ready', port: address.port });
else process.stdout.write(`floor server on http://127.0.0.1:${address.port}\n`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  });
}
process.on('disconnect', () => process.exit(0));
