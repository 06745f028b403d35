import { firstChargeText, formatBillingDate, formatUsd } from '@fw/shared-catalog';
import type { Order } from '@fw/api-billing-domain';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a}
  main{box-sizing:border-box;width:calc(100% - 2rem);max-width:28rem;margin:3rem auto;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(15,23,42,.08);padding:2rem}
  h1{font-size:1.35rem;margin:0 0 .25rem}
  .note{background:#fef3c7;color:#92400e;border-radius:8px;padding:.6rem .8rem;font-size:.9rem;margin:1rem 0}
  table{width:100%;border-collapse:collapse;margin:1rem 0}
  td{padding:.45rem 0;border-bottom:1px solid #e2e8f0}
  td.amount{text-align:right;white-space:nowrap}
  tr.total td{font-weight:700;border-bottom:none}
  label{display:block;font-size:.9rem;margin:.75rem 0 .25rem}
  input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #cbd5e1;border-radius:8px;font-size:1rem}
  button{width:100%;padding:.75rem;border:0;border-radius:8px;font-size:1rem;cursor:pointer;margin-top:.75rem}
  .pay{background:#2563eb;color:#fff}
  .cancel{background:#e2e8f0;color:#0f172a}
  .error{color:#b91c1c;font-size:.9rem}
  .status{font-weight:600}
  .purchase{font-weight:600;margin:.5rem 0 0}
  .renewal{font-size:.95rem}`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The sandbox checkout page: plain HTML forms only (the CSP allows no inline script). */
export function renderSandboxCheckoutPage(order: Order, options: { error?: string; email?: string } = {}): string {
  const id = encodeURIComponent(order.checkoutSessionId);
  const renewal = order.renewal();
  const hosting = order.kind === 'hosting';
  // The package line names the term bought; a hosting renewal shows its yearly price and first charge.
  const rows = order.items
    .map((item) => `<tr><td>${escapeHtml(order.lineLabel(item))}</td><td class="amount">${formatUsd(item.amountCents)}${hosting ? ' per year' : ''}</td></tr>`)
    .join('');
  const total = formatUsd(order.amountTotal);
  const renewalNote = renewal
    ? hosting
      ? `<p class="renewal"><strong>${escapeHtml(firstChargeText(renewal.amountCents, renewal.startsAt))}</strong>, then ${formatUsd(renewal.amountCents)} every year. Nothing is charged today.</p>`
      : `<p class="renewal">Hosting included until ${escapeHtml(formatBillingDate(renewal.startsAt))}; renewal ${formatUsd(renewal.amountCents)}/year after that.</p>`
    : '';
  const header = `<h1>Sandbox checkout</h1>
<p class="note">Local test payment: no card is needed and no money is charged.</p>
<p class="purchase">${escapeHtml(order.purchase())}</p>
<table>${rows}<tr class="total"><td>Due today</td><td class="amount">${total}</td></tr></table>${renewalNote}`;
  if (order.status !== 'pending') {
    return layout('Sandbox checkout', `${header}<p class="status">This checkout is ${escapeHtml(order.status)}.</p>`);
  }
  const emailField = order.buyerEmail
    ? `<p>Receipt to <strong>${escapeHtml(order.buyerEmail)}</strong></p>`
    : `<label for="email">E-mail for the receipt</label>
<input id="email" name="email" type="email" required maxlength="254" autocomplete="email" value="${escapeHtml(options.email ?? '')}">`;
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  const action = hosting && renewal ? `Save card: ${firstChargeText(renewal.amountCents, renewal.startsAt)}` : `Pay ${total}`;
  return layout(
    'Sandbox checkout',
    `${header}
<form method="post" action="/api/sandbox/checkout/${id}/pay">${emailField}${error}
<button class="pay" type="submit">${escapeHtml(action)}</button></form>
<form method="post" action="/api/sandbox/checkout/${id}/cancel"><button class="cancel" type="submit">Cancel</button></form>`,
  );
}

export function renderSandboxMessagePage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
