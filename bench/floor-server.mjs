// The floor of this machine and stack: a bare Fastify + node-postgres server answering the
// benchmarked endpoints with the same SQL the API runs (bearer check with the same user/role
// query, the same reads and writes, the same JSON shapes), and nothing else: no ORM, no DI, no
// validation pipes, no logging. The API's requests/s divided by this one's is the "ratio to floor".
//
// env: PORT, DATABASE_URL, JWT_SECRET, JWT_ISSUER, JWT_AUDIENCE (floridaweb-api), POOL_MAX (10)
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
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
    name: 'accounts_auth_user',
    text: `select u.id, u.email, u.disabled_at, u.email_confirmed_at, u.password_changed_at,
          coalesce(array_agg(r.role) filter (where r.role is not null), '{}') as roles
     from users u left join user_roles r on r.user_id = u.id
    where u.id = $1 group by u.id`,
  },
  publicWebsite: { name: 'sites_public_website', text: `select id, name, domain, template from websites where domain = $1` },
  publicSections: { name: 'sites_public_sections', text: `select section_key, content_value from website_content where website_id = $1` },
  ownedWebsite: {
    name: 'sites_owned_website_content',
    text: `select w.id, w.name, w.domain, w.template, w.owner_id, w.created_at, w.updated_at, p.full_name as owner_full_name, p.email as owner_email,
          c.id as section_id, c.section_key, c.content_type, c.content_value, c.is_locked, c.version,
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
  const { rows } = await read(statements.authUser, [claims.sub]);
  const user = rows[0];
  if (!user || user.disabled_at || !user.email_confirmed_at) return void fail(reply, 401, 'AUTH.UNAUTHENTICATED', 'You need to sign in to do this.');
  const effective = user.roles.includes('admin') ? 'admin' : 'editor';
  if (role && effective !== role) return void fail(reply, 403, 'AUTH.FORBIDDEN', 'You do not have permission to access this page.');
  return { id: user.id, email: user.email, role: effective };
}

const sectionColumns = `id, website_id, section_key, content_type, content_value, is_locked, version, updated_at`;

function websiteDto(w) {
  return {
    id: w.id,
    name: w.name,
    domain: w.domain,
    template: w.template,
    owner_id: w.owner_id,
    owner: w.owner_id ? { id: w.owner_id, full_name: w.owner_full_name, email: w.owner_email } : null,
    created_at: w.created_at,
    updated_at: w.updated_at,
  };
}

const app = Fastify({ logger: false });

app.get('/api/health/ready', async () => {
  await pool.query('select 1');
  return { status: 'ok', database: 'up' };
});

app.get('/api/my/website', async (request, reply) => {
  const user = await authenticate(request, reply);
  if (!user) return reply;
  const { rows } = await read(statements.ownedWebsite, [user.id]);
  if (!rows[0]) return { website: null, sections: [] };
  const sections = rows
    .filter((r) => r.section_id !== null)
    .map((r) => ({ id: r.section_id, website_id: r.id, section_key: r.section_key, content_type: r.content_type, content_value: r.content_value, is_locked: r.is_locked, version: r.version, updated_at: r.section_updated_at }))
    .sort(bySectionKey);
  return { website: websiteDto(rows[0]), sections };
});

app.put('/api/my/website/content', async (request, reply) => {
  const user = await authenticate(request, reply);
  if (!user) return reply;
  const input = request.body?.sections ?? [];
  const client = await pool.connect();
  try {
    await client.query('begin');
    const site = await client.query(`select id from websites where owner_id = $1 order by created_at asc limit 1`, [user.id]);
    if (!site.rowCount) {
      await client.query('rollback');
      return fail(reply, 404, 'SITES.NO_WEBSITE', 'You do not have a website yet.');
    }
    const websiteId = site.rows[0].id;
    const current = await client.query(
      `select ${sectionColumns} from website_content where website_id = $1 and id = any($2::uuid[]) order by section_key`,
      [websiteId, input.map((s) => s.id)],
    );
    const byId = new Map(current.rows.map((r) => [r.id, r]));
    for (const s of input) {
      const row = byId.get(s.id);
      if (!row) {
        await client.query('rollback');
        return fail(reply, 404, 'SITES.SECTION_NOT_FOUND', 'Section not found');
      }
      if (row.is_locked) {
        await client.query('rollback');
        return fail(reply, 409, 'SITES.SECTION_LOCKED', `Section ${row.section_key} is locked by your administrator`);
      }
      if (row.version !== s.version) {
        await client.query('rollback');
        return fail(reply, 409, 'SITES.STALE_SECTION', `Section ${row.section_key} was changed by someone else. Reload to see the latest text.`);
      }
    }
    const saved = [];
    for (const s of input) {
      const { rows } = await client.query(
        `update website_content set content_value = $1, version = version + 1, updated_at = now() where id = $2 and version = $3 and not is_locked returning ${sectionColumns}`,
        [s.content_value, s.id, s.version],
      );
      if (!rows[0]) {
        await client.query('rollback');
        return fail(reply, 409, 'SITES.STALE_SECTION', 'Section was changed by someone else. Reload to see the latest text.');
      }
      saved.push(rows[0]);
    }
    await client.query(`insert into activity_logs (id, user_id, website_id, action, details) values (gen_random_uuid(), $1, $2, 'Updated website content', $3)`, [
      user.id,
      websiteId,
      JSON.stringify({ sections: saved.map((s) => s.section_key) }),
    ]);
    // Like the API: the answer is the website's whole, fresh list of sections.
    const all = await client.query(`select ${sectionColumns} from website_content where website_id = $1 order by section_key asc`, [websiteId]);
    await client.query('commit');
    return { sections: all.rows };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
});

app.get('/api/public/sites/:domain/content', async (request, reply) => {
  const site = await read(statements.publicWebsite, [request.params.domain]);
  if (!site.rowCount) return fail(reply, 404, 'SITES.NOT_FOUND', 'Website not found');
  const sections = await read(statements.publicSections, [site.rows[0].id]);
  sections.rows.sort(bySectionKey);
  const { id: _id, ...website } = site.rows[0];
  const body = JSON.stringify({ website, sections: Object.fromEntries(sections.rows.map((s) => [s.section_key, s.content_value])) });
  const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
  reply.header('ETag', etag).header('Cache-Control', 'public, max-age=60');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
});

const submissionFields = ['business_name', 'business_email', 'business_phone', 'industry', 'main_goal', 'target_audience', 'desired_action', 'brand_colors', 'style_preferences', 'content_notes', 'feature_notes', 'hosting_notes', 'additional_notes'];

app.patch('/api/questionnaires/:id', async (request, reply) => {
  const token = request.headers['x-resume-token'];
  const notFound = () => fail(reply, 404, 'INTAKE.SUBMISSION_NOT_FOUND', 'Questionnaire not found');
  if (typeof token !== 'string') return notFound();
  const body = request.body ?? {};
  const client = await pool.connect();
  try {
    // Like the API: lock the row, check the token and version, then write.
    await client.query('begin');
    const { rows: found } = await client.query(`select * from questionnaire_submissions where id = $1 for update`, [request.params.id]);
    const row = found[0];
    const hash = createHash('sha256').update(token).digest('hex');
    if (!row || !timingSafeEqual(Buffer.from(row.resume_token_hash), Buffer.from(hash)) || row.status !== 'draft') {
      await client.query('rollback');
      return notFound();
    }
    if (body.version !== undefined && body.version !== row.version) {
      await client.query('rollback');
      return fail(reply, 409, 'INTAKE.STALE_SUBMISSION', 'Stale questionnaire');
    }
    const sets = [];
    const values = [request.params.id];
    for (const field of [...submissionFields, 'current_step']) {
      if (body[field] !== undefined) {
        values.push(body[field]);
        sets.push(`${field} = $${values.length}`);
      }
    }
    const { rows } = await client.query(
      `update questionnaire_submissions set ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')} where id = $1 returning *`,
      values,
    );
    await client.query('commit');
    const { resume_token_hash: _hash, client_id: _client, ...submission } = rows[0];
    return submission;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
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
  const count = list.rows.length ? list.rows[0].__total : (await read({ name: 'floor_submissions_total', text: `select (${total}) as total` }, [])).rows[0].total;
  reply.header('X-Total-Count', String(count)).header('Access-Control-Expose-Headers', 'X-Total-Count');
  return list.rows.map(({ resume_token_hash: _h, __total: _t, __profile, ...row }) => ({ ...row, profile: __profile }));
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
