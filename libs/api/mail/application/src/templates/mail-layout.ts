/** Who the e-mails come from, as shown in the shared layout. */
export interface MailBrand {
  name: string;
  publicUrl: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** Multi-line user text as escaped HTML with line breaks kept. */
export function escapeMultiline(value: unknown): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>');
}

/** Only http(s) links are rendered as links; anything else becomes '#'. */
export function safeUrl(value: string): string {
  return /^https?:\/\//i.test(value) ? escapeHtml(value) : '#';
}

/** A header value built from user text: one line, no control characters, bounded. */
export function oneLine(value: unknown, max = 200): string {
  const flat = String(value ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function button(label: string, url: string): string {
  return (
    `<p style="margin:24px 0"><a href="${safeUrl(url)}" ` +
    `style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">` +
    `${escapeHtml(label)}</a></p>`
  );
}

/** Two-column table of label → value rows (values escaped, multi-line kept). */
export function detailsTable(rows: Array<[string, string | null | undefined]>): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;color:#475569;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="padding:6px 0;color:#0f172a">${value ? escapeMultiline(value) : '<span style="color:#94a3b8">Not provided</span>'}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0">${cells}</table>`;
}

/**
 * The one HTML frame every e-mail shares. `content` must already be escaped HTML. Links and ids are
 * long words: they break anywhere rather than widen the e-mail past a phone's screen.
 */
export function htmlLayout(brand: MailBrand, title: string, content: string): string {
  const year = new Date().getUTCFullYear();
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden;overflow-wrap:anywhere;word-break:break-word">
<tr><td style="background:#0f766e;padding:20px 32px;color:#ffffff;font-size:20px;font-weight:bold">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${content}
</td></tr>
<tr><td style="padding:20px 32px;background:#f8fafc;color:#64748b;font-size:13px">
Affordable websites with local Florida support for small businesses that want to grow online.<br>
<a href="${safeUrl(brand.publicUrl)}" style="color:#0f766e">${escapeHtml(brand.publicUrl)}</a> · &copy; ${year} ${escapeHtml(brand.name)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** The plain-text counterpart of the layout. */
export function textLayout(brand: MailBrand, title: string, content: string): string {
  return `${title}\n\n${content.trim()}\n\n-- \n${brand.name}\n${brand.publicUrl}\n`;
}
