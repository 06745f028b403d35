import { getTemplate } from '@fw/shared-site-templates';

// One stylesheet per template, inlined in each page so a visit makes no further request. Colours
// are chosen for at least 4.5:1 contrast on the backgrounds they sit on.

interface Theme {
  tokens: string;
  extra: string;
}

const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const SERIF = 'Georgia, "Iowan Old Style", "Palatino Linotype", Palatino, "Times New Roman", serif';

const BASE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--text);font:400 1.0625rem/1.65 var(--font-body);display:flex;flex-direction:column;min-height:100vh;overflow-wrap:anywhere}
main{flex:1 0 auto}
img{max-width:100%;height:auto;display:block}
a{color:var(--link)}
a:hover{text-decoration-thickness:2px}
:focus-visible{outline:3px solid var(--focus);outline-offset:3px}
h1,h2,h3{font-family:var(--font-head);line-height:1.15;margin:0 0 .6em;color:var(--heading)}
h1{font-size:clamp(2.1rem,5.5vw,3.6rem);letter-spacing:-.01em}
h2{font-size:clamp(1.55rem,3.4vw,2.2rem)}
h3{font-size:1.2rem}
p{margin:0 0 1em}
.skip-link{position:absolute;left:1rem;top:-4rem;z-index:10;background:var(--heading);color:var(--bg);padding:.75rem 1rem;border-radius:.4rem;font-weight:600}
.skip-link:focus{top:1rem}
.wrap{width:100%;max-width:72rem;margin:0 auto;padding:0 1.25rem}
.narrow{max-width:46rem}
.site-header{background:var(--header-bg);color:var(--header-text);border-bottom:1px solid var(--line)}
.site-header .wrap{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem 1.5rem;padding-top:.9rem;padding-bottom:.9rem}
.brand{font-family:var(--font-head);font-weight:700;font-size:1.3rem;color:var(--header-text);text-decoration:none}
.site-nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1.1rem;align-items:center}
.site-nav a{display:inline-block;padding:.55rem .1rem;color:var(--header-text);text-decoration:none;font-weight:600}
.site-nav a[aria-current=page]{text-decoration:underline;text-underline-offset:.35em;text-decoration-thickness:2px}
.btn{display:inline-block;padding:.8rem 1.35rem;border-radius:var(--radius);background:var(--accent);color:var(--on-accent);font-weight:700;text-decoration:none;border:2px solid var(--accent);font-size:1rem;line-height:1.3;cursor:pointer;font-family:inherit}
.btn:hover{background:var(--accent-strong);border-color:var(--accent-strong)}
.btn-ghost{background:transparent;color:var(--ghost-text);border-color:currentColor}
.btn-ghost:hover{background:transparent;color:var(--ghost-text);border-color:currentColor}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
.section{padding:clamp(2.75rem,7vw,5rem) 0}
.section-alt{background:var(--surface-alt)}
.eyebrow{display:block;font:700 .8rem/1.2 var(--font-body);letter-spacing:.12em;text-transform:uppercase;color:var(--eyebrow);margin-bottom:.75rem}
.lead{font-size:clamp(1.1rem,2.2vw,1.3rem);color:var(--muted)}
.muted{color:var(--muted)}
.grid{display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr))}
.card{background:var(--surface);border:1px solid var(--line);border-radius:var(--radius);padding:1.4rem 1.5rem}
.two-col{display:grid;gap:2.5rem;grid-template-columns:1fr;align-items:start}
@media (min-width:60rem){.two-col{grid-template-columns:3fr 2fr}}
.plain-list{list-style:none;margin:0;padding:0}
.hours li{padding:.35rem 0;border-bottom:1px dashed var(--line)}
.hours li:last-child{border-bottom:0}
.hero-image{margin-top:2rem;border-radius:var(--radius);overflow:hidden;aspect-ratio:16/7;object-fit:cover;width:100%}
.about-with-photo{display:grid;gap:2rem;grid-template-columns:1fr;align-items:start}
@media (min-width:60rem){.about-with-photo{grid-template-columns:minmax(0,1fr) 400px}}
.about-image,.gallery-image,.cover-image{border-radius:var(--radius);object-fit:cover;width:100%}
.about-image{aspect-ratio:4/3}
.about-photo+div{margin-top:1.5rem}
.gallery{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,16rem),1fr))}
.gallery-image{aspect-ratio:4/3}
.cover-image{aspect-ratio:16/9;margin-bottom:1.5rem}
.post-card .cover-image{margin:0 0 1rem}
.brand{display:inline-flex;align-items:center;gap:.6rem}
.brand-logo{height:2.5rem;width:auto;max-width:10rem;object-fit:contain}
.site-footer{background:var(--footer-bg);color:var(--footer-text);padding:2.75rem 0 2rem;margin-top:0}
.site-footer a{color:var(--footer-text)}
.site-footer .grid{gap:2rem}
.site-footer h2{font-size:1.05rem;color:var(--footer-text);margin-bottom:.5rem}
.site-footer p,.site-footer li{margin:0 0 .3rem}
.site-footer .footer-legal{margin:0;font-size:.95rem}
.site-footer .grid+.footer-legal{border-top:1px solid var(--footer-line);margin-top:2rem;padding-top:1.25rem}
.post-list{display:grid;gap:1.25rem}
.post-card h2{font-size:1.45rem;margin-bottom:.35rem}
.post-card h2 a{color:var(--heading);text-decoration:none}
.post-card h2 a:hover{text-decoration:underline}
.post-meta{font-size:.95rem;color:var(--muted);margin-bottom:.5rem;display:block}
.pager{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:1rem;margin-top:2.5rem}
.pager a{font-weight:700;padding:.6rem 0;display:inline-block}
.article-body{font-size:1.125rem}
.article-body h2{font-size:1.5rem;margin-top:1.6em}
.article-body ul{padding-left:1.3rem;margin:0 0 1em}
.back-link{display:inline-block;margin-bottom:1.5rem;font-weight:600;padding:.4rem 0}
form .field{margin-bottom:1.2rem}
label{display:block;font-weight:700;margin-bottom:.35rem}
.optional{font-weight:400;color:var(--muted)}
input,textarea{width:100%;font:inherit;color:var(--text);background:var(--input-bg);border:2px solid var(--input-line);border-radius:calc(var(--radius)/1.5);padding:.7rem .8rem}
textarea{min-height:9rem;resize:vertical}
input:focus,textarea:focus{border-color:var(--accent)}
[aria-invalid=true]{border-color:var(--error)}
.field-error{color:var(--error);font-weight:600;margin:.35rem 0 0}
.notice{border-radius:var(--radius);padding:1rem 1.25rem;margin-bottom:1.5rem;border:2px solid}
.notice-error{border-color:var(--error);color:var(--error);background:var(--surface)}
.notice-success{border-color:var(--success);color:var(--success);background:var(--surface)}
.notice h2{font-size:1.1rem;margin:0 0 .35rem;color:inherit}
.notice ul{margin:0;padding-left:1.2rem}
.notice a{color:inherit}
.center{text-align:center}
.center .actions{justify-content:center}
.status-page{min-height:60vh;display:flex;align-items:center}
address{font-style:normal}
aside.card h2{font-size:1.35rem}
.card address{margin-bottom:1rem}
.card address+h3{margin-top:1.5rem}
`;

const THEMES: Record<string, Theme> = {
  default: {
    tokens: `--bg:#ffffff;--text:#1f2933;--heading:#102a43;--muted:#486581;--link:#0b6b62;--accent:#0b6b62;--accent-strong:#084c46;--on-accent:#ffffff;--ghost-text:#0b6b62;--focus:#f0b429;
--surface:#ffffff;--surface-alt:#f0f7f6;--line:#d9e2ec;--eyebrow:#0b6b62;--header-bg:#ffffff;--header-text:#102a43;--footer-bg:#102a43;--footer-text:#f0f4f8;--footer-line:#334e68;
--input-bg:#ffffff;--input-line:#829ab1;--error:#b42318;--success:#0b6b62;--radius:.6rem;--font-body:${SANS};--font-head:${SANS};`,
    extra: `
.hero{padding:clamp(3rem,9vw,6.5rem) 0 clamp(2.5rem,6vw,4rem);background:linear-gradient(180deg,#e6f4f1 0%,#ffffff 100%);text-align:center}
.hero .lead{max-width:40rem;margin:0 auto}
.hero .actions{justify-content:center}
.highlight{display:flex;gap:.9rem;align-items:flex-start}
.highlight::before{content:"";flex:0 0 .75rem;height:.75rem;margin-top:.55rem;border-radius:50%;background:var(--accent)}
.visit{display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr))}
`,
  },
  restaurant: {
    tokens: `--bg:#fbf6ee;--text:#2b1d14;--heading:#2b1d14;--muted:#5c4636;--link:#9a3412;--accent:#9a3412;--accent-strong:#7c2d12;--on-accent:#fffaf3;--ghost-text:#fbf6ee;--focus:#f59e0b;
--surface:#fffdf9;--surface-alt:#f3e8d8;--line:#e3d3bd;--eyebrow:#9a3412;--header-bg:#2b1d14;--header-text:#fbf6ee;--footer-bg:#2b1d14;--footer-text:#fbf6ee;--footer-line:#5c4636;
--input-bg:#fffdf9;--input-line:#8a6f5a;--error:#a12010;--success:#3f6212;--radius:.25rem;--font-body:${SANS};--font-head:${SERIF};`,
    extra: `
h1,h2{font-weight:700;font-style:italic}
.hero{background:#2b1d14;color:#fbf6ee;padding:clamp(3.5rem,10vw,7rem) 0 clamp(3rem,8vw,5.5rem);text-align:center;border-top:1px solid #5c4636}
.hero h1{color:#fffaf3;font-size:clamp(2.4rem,7vw,4.4rem)}
.hero .lead{color:#f3e8d8;max-width:38rem;margin:0 auto}
.hero .eyebrow{color:#fbbf77}
.hero .actions{justify-content:center}
.hero .btn{background:#fbbf77;border-color:#fbbf77;color:#2b1d14}
.hero .btn:hover{background:#fde2c0;border-color:#fde2c0}
.hero .btn-ghost,.hero .btn-ghost:hover{background:transparent;color:#fbf6ee;border-color:#fbf6ee}
.ornament{display:block;width:4rem;height:2px;background:var(--accent);margin:0 auto 1.5rem}
.menu{max-width:46rem;margin:0 auto;background:var(--surface);border:1px solid var(--line);padding:clamp(1.5rem,4vw,2.75rem);box-shadow:0 1px 0 var(--line),0 12px 30px -18px rgba(43,29,20,.35)}
.menu h2{text-align:center}
.menu-item{padding:1rem 0;border-bottom:1px dashed var(--line)}
.menu-item:last-child{border-bottom:0}
.menu-line{display:flex;align-items:baseline;gap:.5rem}
.menu-name{font-family:var(--font-head);font-weight:700;font-size:1.2rem}
.menu-dots{flex:1;border-bottom:2px dotted #b9a48e;transform:translateY(-.3em);min-width:1rem}
.menu-price{font-weight:700;color:var(--accent)}
.menu-desc{margin:.2rem 0 0;color:var(--muted)}
.visit{display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr))}
.visit .card{border-top:4px solid var(--accent)}
.site-header{border-bottom:0}
`,
  },
  professional: {
    tokens: `--bg:#f8fafc;--text:#1e293b;--heading:#0f1f3d;--muted:#475569;--link:#1d4ed8;--accent:#1e3a8a;--accent-strong:#172554;--on-accent:#ffffff;--ghost-text:#1e3a8a;--focus:#f59e0b;
--surface:#ffffff;--surface-alt:#eef2f7;--line:#d5dce6;--eyebrow:#1d4ed8;--header-bg:#ffffff;--header-text:#0f1f3d;--footer-bg:#0f1f3d;--footer-text:#e2e8f0;--footer-line:#334155;
--input-bg:#ffffff;--input-line:#64748b;--error:#b91c1c;--success:#166534;--radius:.35rem;--font-body:${SANS};--font-head:${SERIF};`,
    extra: `
.site-header{box-shadow:0 1px 0 var(--line)}
.hero{padding:clamp(3rem,8vw,6rem) 0;background:linear-gradient(135deg,#0f1f3d 0%,#1e3a8a 100%);color:#e2e8f0}
.hero h1{color:#ffffff}
.hero .lead{color:#dbe4f3}
.hero .eyebrow{color:#bfdbfe}
.hero-grid{display:grid;gap:2.5rem;align-items:center;grid-template-columns:1fr}
@media (min-width:60rem){.hero-grid{grid-template-columns:3fr 2fr}}
.hero .btn{background:#ffffff;border-color:#ffffff;color:#0f1f3d}
.hero .btn:hover{background:#dbe4f3;border-color:#dbe4f3}
.hero .btn-ghost{background:transparent;color:#ffffff;border-color:#ffffff}
.hero-card{background:#ffffff;color:var(--text);border-radius:var(--radius);padding:1.75rem;box-shadow:0 20px 40px -20px rgba(0,0,0,.5)}
.hero-card h2{font-size:1.3rem}
.service{border-top:3px solid var(--accent);counter-increment:service}
.services{counter-reset:service}
.service::before{content:counter(service,decimal-leading-zero);display:block;font:700 .9rem/1 var(--font-body);color:var(--eyebrow);letter-spacing:.1em;margin-bottom:.8rem}
.checks li{padding:.4rem 0 .4rem 1.9rem;position:relative}
.checks li::before{content:"";position:absolute;left:.2rem;top:.75rem;width:.8rem;height:.45rem;border-left:3px solid var(--accent);border-bottom:3px solid var(--accent);transform:rotate(-45deg)}
.quote{margin:0;font-family:var(--font-head);font-size:clamp(1.3rem,2.6vw,1.7rem);line-height:1.45;color:var(--heading);border-left:4px solid var(--accent);padding-left:1.5rem}
.quote blockquote{margin:0}
.quote figcaption{font:600 1rem/1.4 var(--font-body);color:var(--muted);margin-top:1rem}
.cta-band{background:var(--accent);color:#ffffff;padding:2.5rem 0}
.cta-band h2{color:#ffffff;margin:0}
.cta-band .wrap{display:flex;flex-wrap:wrap;gap:1.25rem;align-items:center;justify-content:space-between}
.cta-band .btn{background:#ffffff;border-color:#ffffff;color:var(--accent)}
`,
  },
};

/** The whole stylesheet of a template's pages (exported so a server can hash it for its CSP). */
export function styleSheetFor(templateId: string | null): string {
  const theme = THEMES[getTemplate(templateId).id] ?? THEMES.default;
  return `:root{${theme.tokens}}${BASE}${theme.extra}`.replace(/\n/g, '');
}
