// `npm run bench:sites-lighthouse`: Lighthouse on the clients' hosted sites, one per template, with
// real photos in every image slot.
//
// 1. starts the built product on embedded PostgreSQL (its own DATA_DIR, free ports, demo data);
// 2. per template (Default, Restaurant & Café, Professional Services): the admin makes a client and
//    a live website; the client uploads photo-like JPEGs of several megapixels with EXIF (made here
//    with sharp) into its library, gives each alt text, fills every section with realistic words and
//    every image slot (hero, about, gallery, logo, favicon) with a photo, publishes, and publishes
//    three posts, two with a cover;
// 3. Lighthouse (bench/lib/lighthouse-on-demand.mjs) in Debian's Chromium on home, blog index, a post,
//    contact and the 404 page of each site, at 390 px (mobile preset: simulated slow 4G, 4x CPU) and
//    1400 px (desktop preset): the four scores per page, LCP and CLS, the audits that cost points,
//    and an HTML report per page in reports/lighthouse-sites/.
// Target: 100 in each category on every page at both widths; the 404 page is excused only the
// audits that any 404 fails (its status, and its noindex). Exits 1 when a target is missed.
//
// env: SITES_LH_TEMPLATES (comma list of template ids, default all three), SITES_LH_PAGES (comma list
//      of home,blog,post,contact,404), SITES_LH_WIDTHS (comma list of 390,1400), SITES_LH_RUNS (runs
//      per page, the median by performance kept; 1), CHROME_PATH,
//      LIGHTHOUSE_CACHE_DIR (where the first run installs Lighthouse)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { api, ensureApiBuilt, log, machineDescription, root, signIn, sleep, startProduct, table } from './lib/common.mjs';
import { auditPage, failingAudits, openInsights, scoresOf } from './lib/lighthouse-on-demand.mjs';

const list = (name, fallback) =>
  (process.env[name] ?? fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const templates = list('SITES_LH_TEMPLATES', 'default,restaurant,professional');
const pages = list('SITES_LH_PAGES', 'home,blog,post,contact,404');
const widths = list('SITES_LH_WIDTHS', '390,1400').map(Number);
const runs = Math.max(1, Number(process.env.SITES_LH_RUNS ?? 1));
const TARGET = 100;
/**
 * Audits a 404 page fails because it is one: its status is not 2xx (http-status-code, bf-cache,
 * and Chromium's console line for the document's own 404) and it asks not to be indexed.
 */
const FAILED_BY_A_404 = new Set(['http-status-code', 'is-crawlable', 'bf-cache', 'errors-in-console']);

/** On the 404 page a category may miss 100 only through FAILED_BY_A_404, the console holding nothing but the page's own 404. */
function missesOf(lhr, page) {
  const scores = scoresOf(lhr);
  if (page !== '404') return Object.entries(scores).filter(([, value]) => value < TARGET);
  const consoleErrors = lhr.audits['errors-in-console']?.details?.items ?? [];
  const onlyOwn404 = consoleErrors.every((e) => e.sourceLocation?.url === lhr.finalDisplayedUrl && /status of 404/.test(e.description));
  return Object.entries(scores).filter(([category, value]) => {
    if (value >= TARGET) return false;
    const failing = lhr.categories[category].auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
    return !(onlyOwn404 && failing.every((id) => FAILED_BY_A_404.has(id)));
  });
}
const outDir = path.join(root, 'reports/lighthouse-sites');

/** What each template's business writes, by section key; sections not named here keep their starter. */
const BUSINESSES = {
  default: {
    name: 'Coral Reef Dive Shop',
    text: {
      hero_title: 'Dive the reefs of Palm Beach with us',
      hero_subtitle: 'Small groups, patient instructors and two boat trips a day from the Lake Worth inlet.',
      about_text:
        'We opened our shop on Singer Island in 2009 with one boat and a wall of rental gear.\n\nToday our six instructors teach first-time divers and take certified divers to the Breakers reef, the Blue Heron Bridge and the wrecks off Jupiter.',
      highlights: 'PADI five-star dive centre\nBoat trips at 8am and 1pm\nGear rental and servicing\nSmall groups of six divers\nKids’ snorkel camps in summer',
    },
  },
  restaurant: {
    name: 'Sunrise Café Delray',
    text: {
      hero_title: 'Baked fresh every morning',
      hero_subtitle: 'Cuban coffee, guava pastries and sourdough from our own oven, two blocks from the beach.',
      menu_highlights:
        'Country sourdough – naturally leavened, baked at 5am – $8\nGuava and cheese pastelito – flaky, warm from the oven – $3.50\nCafé con leche – Cuban espresso with steamed milk – $4\nAvocado toast – on our sourdough with lime and chili – $11\nKey lime tart – with a graham crust – $6',
      about_text:
        'Marisol and Tom opened the café in 2016 in an old hardware store on Atlantic Avenue.\n\nEverything is baked on site each morning, and the coffee is roasted in Miami by friends of ours.',
      reservation_note: 'Walk-ins welcome. Call us to order a cake or a tray of pastries a day ahead.',
      opening_hours: 'Tuesday to Friday: 7am – 3pm\nSaturday and Sunday: 7am – 4pm\nMonday: closed',
    },
  },
  professional: {
    name: 'Harbor Accounting Group',
    text: {
      hero_title: 'Accounting that small businesses can count on',
      hero_subtitle: 'Bookkeeping, payroll and tax returns for Florida’s restaurants, shops and contractors, with a fixed monthly fee.',
      services:
        'Bookkeeping – your books closed every month, with a report you can read in five minutes\nPayroll – paid on time, with every federal and Florida filing done for you\nTax returns – business and personal returns, with planning before the year ends\nAdvice – a call whenever a big decision comes up',
      about_text:
        'Harbor Accounting Group was founded in 2004 by two CPAs who had worked for large firms in Miami.\n\nWe serve about 180 small businesses from Boca Raton to Stuart, and each one has the same accountant year after year.',
      credentials:
        'Certified Public Accountants licensed in Florida\nMembers of the Florida Institute of CPAs\nQuickBooks Online certified advisors\nTwenty years in practice',
      testimonial: 'They found a mistake in our sales tax that saved us thousands, and they answer the phone.\nCarla, owner of a bakery in Jupiter',
    },
  },
};
const COMMON_TEXT = {
  contact_phone: '(561) 555-0142',
  contact_email: 'hello@example.com',
  address: '221 Ocean Avenue\nPalm Beach, FL 33480',
  opening_hours: 'Monday to Friday: 9am – 5pm\nSaturday: 10am – 2pm',
  footer_legal: '© 2026, family owned in Palm Beach County',
};
const POSTS = [
  {
    title: 'What to bring on your first visit',
    content:
      'Most people who visit us for the first time ask what they should bring. The short answer is: very little.\n\nWe keep everything you need on hand, and we are happy to explain how it all works before we start. If you have questions, call us or send a message through the contact page.\n\nWe look forward to meeting you.',
    cover: true,
  },
  {
    title: 'Our new summer hours',
    content: 'From June to August we open an hour earlier, so that you can come by before the heat of the day.\n\nThe rest of the week stays the same.',
    cover: true,
  },
  { title: 'Thank you for ten great years', content: 'Ten years ago we opened our doors for the first time. Thank you to every one of you who came by since.' },
];

/**
 * A photo-like JPEG with camera EXIF: smooth shapes under noise (as hard to encode as a real photo),
 * so that the site's variants, sizes and weight are those of a client's phone photo.
 */
async function photo(width, height, seed) {
  const scale = 8;
  const w = Math.ceil(width / scale);
  const h = Math.ceil(height / scale);
  const pixels = Buffer.alloc(w * h * 3);
  let s = seed;
  for (let y = 0, i = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      s = (s * 1103515245 + 12345) >>> 0;
      const noise = (s >>> 24) % 24;
      const wave = Math.sin((x + seed) / 23) * 40 + Math.cos((y * seed) / 97) * 30;
      pixels[i++] = Math.max(0, Math.min(255, 60 + (x * 150) / w + wave + noise));
      pixels[i++] = Math.max(0, Math.min(255, 90 + (y * 120) / h - wave + noise));
      pixels[i++] = Math.max(0, Math.min(255, 140 + ((x + y) * 60) / (w + h) + noise));
    }
  }
  // Upscaled with a smooth kernel, then grain added at full size, as a sensor's noise.
  const smooth = await sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (let i = 0; i < smooth.length; i++) {
    s = (s * 1103515245 + 12345) >>> 0;
    smooth[i] = Math.max(0, Math.min(255, smooth[i] + ((s >>> 24) % 13) - 6));
  }
  return sharp(smooth, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 15', Software: 'bench' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 42/1 0/1' } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

const SLOTS = [
  { slot: 'hero_image', size: [4032, 3024], alt: 'The shop front in the morning sun' },
  { slot: 'about_image', size: [3024, 4032], alt: 'The owners at work behind the counter' },
  { slot: 'gallery', size: [3000, 2000], alt: 'A corner of the place, seen from the door' },
  { slot: 'gallery', size: [3000, 2000], alt: 'A customer being served' },
  { slot: 'gallery', size: [2000, 3000], alt: 'A close look at our work' },
  { slot: 'site_logo', size: [1200, 1200], alt: 'Logo' },
  { slot: 'site_favicon', size: [512, 512], alt: 'Icon' },
  { slot: 'cover', size: [4032, 3024], alt: 'The team on a sunny morning' },
  { slot: 'cover', size: [3000, 2000], alt: 'The place at opening time' },
];

async function upload(baseUrl, token, websiteId, bytes, filename, alt) {
  const res = await fetch(`${baseUrl}/api/websites/${websiteId}/images`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream', 'X-Filename': filename },
    body: bytes,
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`upload ${filename}: ${res.status} ${JSON.stringify(body)}`);
  await api(baseUrl, 'PATCH', `/api/websites/${websiteId}/images/${body.id}`, { token, body: { alt_text: alt }, expect: 200 });
  return body.id;
}

async function waitUntilProcessed(baseUrl, token, websiteId, ids) {
  for (const id of ids) {
    for (let i = 0; ; i++) {
      const { body } = await api(baseUrl, 'GET', `/api/websites/${websiteId}/images/${id}`, { token, expect: 200 });
      if (body.status === 'ready') break;
      if (body.status === 'failed' || i > 1200) throw new Error(`image ${id} did not become ready (${body.status})`);
      await sleep(500);
    }
  }
}

/** Makes one template's website, live with photos and posts; returns its address. */
async function buildSite(baseUrl, adminToken, templateId, index) {
  const business = BUSINESSES[templateId] ?? BUSINESSES.default;
  const email = `lighthouse-${templateId}-${index}@example.com`;
  const password = 'Lighthouse-Bench-2026!';
  const client = await api(baseUrl, 'POST', '/api/admin/clients', {
    token: adminToken,
    body: { email, password, role: 'editor', full_name: business.name },
    expect: 201,
  });
  const created = await api(baseUrl, 'POST', '/api/admin/websites', {
    token: adminToken,
    body: { name: business.name, template: templateId, owner_id: client.body.id },
    expect: 201,
  });
  await api(baseUrl, 'PATCH', `/api/admin/websites/${created.body.id}`, { token: adminToken, body: { status: 'live' }, expect: 200 });
  const session = await signIn(baseUrl, email, password);
  if (!session.ok) throw new Error(`${email} could not sign in: ${session.status}`);
  const token = session.token;
  const mine = await api(baseUrl, 'GET', '/api/my/website', { token, expect: 200 });
  const websiteId = mine.body.website.id;

  log(`  ${templateId}: uploading ${SLOTS.length} photos…`);
  const images = [];
  for (const [i, spec] of SLOTS.entries()) {
    const bytes = await photo(spec.size[0], spec.size[1], 7 + i * 31 + index);
    images.push({ ...spec, id: await upload(baseUrl, token, websiteId, bytes, `${spec.slot}-${i}.jpg`, spec.alt) });
  }
  await waitUntilProcessed(
    baseUrl,
    token,
    websiteId,
    images.map((i) => i.id),
  );
  const ref = (id) => `image:${id}`;
  const imageValue = (slot) =>
    images
      .filter((i) => i.slot === slot)
      .map((i) => ref(i.id))
      .join('\n');

  const values = { ...COMMON_TEXT, ...business.text };
  const changes = mine.body.sections
    .map((section) => {
      const key = section.section_key;
      const value = ['hero_image', 'about_image', 'gallery', 'site_logo', 'site_favicon'].includes(key) ? imageValue(key) : values[key];
      return value === undefined ? null : { id: section.id, content_value: value, version: section.version };
    })
    .filter(Boolean);
  const saved = await api(baseUrl, 'PUT', '/api/my/website/content', { token, body: { sections: changes }, expect: 200 });
  if (saved.body.conflicts?.length) throw new Error(`content save conflicts: ${JSON.stringify(saved.body.conflicts)}`);
  const drafts = saved.body.sections.filter((s) => s.draft_value !== null).map((s) => ({ id: s.id, version: s.version }));
  if (drafts.length) await api(baseUrl, 'POST', '/api/my/website/publish', { token, body: { sections: drafts }, expect: [200, 201] });

  const covers = images.filter((i) => i.slot === 'cover');
  for (const [i, post] of POSTS.entries()) {
    const body = { title: post.title, content: post.content, published: true, ...(post.cover ? { cover_image: ref(covers[i].id) } : {}) };
    await api(baseUrl, 'POST', '/api/my/website/posts', { token, body, expect: 201 });
  }
  return mine.body.website.site_url ?? (await api(baseUrl, 'GET', `/api/admin/websites/${websiteId}`, { token: adminToken, expect: 200 })).body.site_url;
}

/**
 * Lighthouse's advice against run-to-run variance: run a page several times and keep the run with
 * the median performance score (SITES_LH_RUNS, default 1).
 */
async function medianRun(audit) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await audit());
  results.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
  return results[Math.floor((results.length - 1) / 2)];
}

/** The path of the newest post, read from the site's blog index as a visitor finds it. */
async function firstPostPath(siteUrl, port) {
  const url = new URL('/blog', siteUrl);
  // fetch() sets Host from the URL; node:http sends the site's host to this machine.
  const html = await new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url.pathname, headers: { Host: url.host } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve(text));
      })
      .on('error', reject);
  });
  const match = /href="(?:https?:\/\/[^"/]+)?(\/blog\/[a-z0-9-]+)"/.exec(html);
  if (!match) throw new Error(`no post link on ${url}`);
  return match[1];
}

async function main() {
  ensureApiBuilt();
  log(`bench:sites-lighthouse on ${machineDescription()}`);
  log(`templates: ${templates.join(', ')}; pages: ${pages.join(', ')}; widths: ${widths.join(', ')} px; ${runs} run(s) per page, median kept`);
  const product = await startProduct({ dataDir: path.join(root, '.data/bench-sites-lighthouse'), env: { SEED_DEMO_DATA: 'true' } });
  log(`product ready at ${product.baseUrl}`);
  fs.mkdirSync(outDir, { recursive: true });
  const rows = [];
  const misses = [];
  try {
    const admin = await signIn(product.baseUrl, 'admin@demo.local', 'DemoAdmin123!');
    if (!admin.ok) throw new Error(`demo admin sign-in: ${admin.status}`);
    for (const [index, templateId] of templates.entries()) {
      const siteUrl = await buildSite(product.baseUrl, admin.token, templateId, index);
      log(`  ${templateId}: live at ${siteUrl}`);
      const paths = { home: '/', blog: '/blog', post: await firstPostPath(siteUrl, product.port), contact: '/contact', 404: '/no-such-page' };
      for (const page of pages) {
        for (const width of widths) {
          const formFactor = width < 800 ? 'mobile' : 'desktop';
          const url = new URL(paths[page], siteUrl).href;
          const { lhr, report } = await medianRun(() =>
            auditPage(url, { formFactor, width, hostResolverRules: 'MAP *.localhost 127.0.0.1', ignoreStatusCode: page === '404' }),
          );
          fs.writeFileSync(path.join(outDir, `${templateId}-${page}-${width}.html`), report);
          const s = scoresOf(lhr);
          const failing = failingAudits(lhr);
          const insights = openInsights(lhr);
          rows.push([
            templateId,
            page,
            width,
            s.performance,
            s.accessibility,
            s['best-practices'],
            s.seo,
            `${(lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)} s`,
            lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
            `${lhr.audits['total-blocking-time'].numericValue.toFixed(0)} ms`,
            os.loadavg()[0].toFixed(1),
            // Lighthouse's own measure of the CPU it had (a quiet desktop: 1,000 to 2,500); blocking time grows as it falls.
            Math.round(lhr.environment.benchmarkIndex),
            failing.join(' '),
          ]);
          log(
            `  ${templateId} ${page} ${width}px: ${Object.values(s).join(' / ')}${failing.length ? `; below 1: ${failing.join(', ')}` : ''}${insights.length ? `; insights: ${insights.join(', ')}` : ''}`,
          );
          for (const [category, value] of missesOf(lhr, page)) misses.push(`${templateId} ${page} ${width}px ${category} ${value}`);
        }
      }
    }
  } finally {
    await product.stop();
  }
  log('\nLighthouse on the hosted sites (390 px: mobile preset; 1400 px: desktop preset):');
  log(table(['template', 'page', 'px', 'perf', 'a11y', 'best', 'seo', 'LCP', 'CLS', 'TBT', 'load 1 min', 'CPU index', 'weighed audits below 1'], rows));
  log(`reports: ${path.relative(root, outDir)}/`);
  log(`\n${machineDescription()}`);
  log(
    misses.length
      ? `\n${misses.length} score(s) below ${TARGET}:\n${misses.join('\n')}`
      : `\nevery page scores ${TARGET} in all four categories (the 404 page: but for what a 404 fails)`,
  );
  process.exit(misses.length ? 1 : 0);
}

main().catch((error) => {
  process.stderr.write(`bench:sites-lighthouse failed: ${error?.stack ?? error}\n`);
  process.exit(1);
});
