import type { MailTemplateName, MailTemplates, OrderMailData } from '../ports/mail-outbox.port';
import { button, detailsTable, escapeHtml, escapeMultiline, htmlLayout, MailBrand, oneLine, safeUrl, textLayout } from './mail-layout';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

type Renderer<K extends MailTemplateName> = (data: MailTemplates[K], brand: MailBrand) => { subject: string; title: string; html: string; text: string };

function greeting(name: string | null | undefined): string {
  const clean = oneLine(name ?? '', 100);
  return clean ? `Hi ${clean},` : 'Hi,';
}

function money(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

function itemsHtml(items: Array<{ name: string; amountCents: number }>, totalCents: number, currency: string): string {
  const rows = items
    .map(
      (item) =>
        `<tr><td style="padding:6px 12px 6px 0">${escapeHtml(item.name)}</td><td align="right" style="padding:6px 0">${escapeHtml(money(item.amountCents, currency))}</td></tr>`,
    )
    .join('');
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0">${rows}` +
    `<tr><td style="padding:8px 12px 0 0;border-top:1px solid #e2e8f0;font-weight:bold">Total</td>` +
    `<td align="right" style="padding:8px 0 0;border-top:1px solid #e2e8f0;font-weight:bold">${escapeHtml(money(totalCents, currency))}</td></tr></table>`
  );
}

function itemsText(items: Array<{ name: string; amountCents: number }>, totalCents: number, currency: string): string {
  return [...items.map((item) => `- ${item.name}: ${money(item.amountCents, currency)}`), `Total: ${money(totalCents, currency)}`].join('\n');
}

const kindLabel = (kind: OrderMailData['kind']) =>
  kind === 'hosting' ? 'hosting renewal' : kind === 'hosting-renewal' ? 'yearly hosting renewal' : 'website package';

// 'Nov 23, 2027' and 'First charge of $378 on Nov 23, 2027', as the pages say it (UTC day).
const billingDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

/** The renewal sentence of an order e-mail (plain text; escape for HTML), to the buyer or about them to the business. */
function renewalText(d: OrderMailData, reader: 'buyer' | 'business' = 'buyer'): string {
  if (!d.renewal) return '';
  const amount = money(d.renewal.amountCents, d.currency);
  const date = billingDate(d.renewal.startsAt);
  const buyer = reader === 'buyer';
  if (d.kind === 'hosting') {
    return `Nothing was charged today. First charge of ${amount} on ${date}, then ${amount} every year${buyer ? '. Cancel anytime before then.' : ', unless the client cancels before then.'}`;
  }
  return `${buyer ? 'Your hosting' : 'Hosting'} is included until ${date}. After that, hosting renews at ${amount}/year (first charge of ${amount} on ${date} if ${buyer ? 'you set' : 'the client sets'} up the renewal).`;
}

// The receipt's next steps: the questionnaire (/start) and the dashboard (orders, hosting renewal).
const siteUrl = (brand: MailBrand, path: string) => `${brand.publicUrl.replace(/\/+$/, '')}${path}`;

function nextStepsHtml(brand: MailBrand): string {
  return (
    '<p><strong>Next steps.</strong> Tell us about your business in our short website questionnaire, so we can start designing. ' +
    'Your dashboard shows your order, your hosting renewal and what comes next.</p>' +
    button('Start the questionnaire', siteUrl(brand, '/start')) +
    `<p><a href="${safeUrl(siteUrl(brand, '/dashboard'))}">Open your dashboard</a></p>`
  );
}

/** Points to the client-invite e-mail by its subject, so the buyer looks for it. */
function accountInviteText(brand: MailBrand): string {
  return `Your account: we also sent you an email titled "Set up your ${brand.name} account". Its link lets you choose your password (unless you already did on the page after payment).`;
}

function nextStepsText(brand: MailBrand): string {
  return (
    'Next steps: tell us about your business in our short website questionnaire, so we can start designing:\n' +
    `${siteUrl(brand, '/start')}\n\nYour dashboard shows your order, your hosting renewal and what comes next:\n${siteUrl(brand, '/dashboard')}`
  );
}

const renderers: { [K in MailTemplateName]: Renderer<K> } = {
  // Sent to whatever address was typed, before anyone proved it is theirs: no typed text (a name)
  // rides along, so sign-up cannot be used to mail strangers someone else's words.
  'signup-confirmation': (d, brand) => ({
    subject: 'Confirm your email address',
    title: 'Confirm your email address',
    html:
      `<p>${escapeHtml(greeting(null))}</p>` +
      `<p>Thanks for creating an account with ${escapeHtml(brand.name)}. Please confirm your email address to finish signing up.</p>` +
      button('Confirm email address', d.confirmUrl) +
      `<p style="color:#64748b;font-size:14px">The link works once and expires in 24 hours. If you did not sign up, you can ignore this email.</p>`,
    text:
      `${greeting(null)}\n\nThanks for creating an account with ${brand.name}. Please confirm your email address to finish signing up:\n\n${d.confirmUrl}\n\n` +
      'The link works once and expires in 24 hours. If you did not sign up, you can ignore this email.',
  }),
  // The profile name of an unconfirmed account was typed by whoever signed up: left out too.
  'password-reset': (d) => ({
    subject: 'Reset your password',
    title: 'Reset your password',
    html:
      `<p>${escapeHtml(greeting(null))}</p>` +
      '<p>We received a request to reset the password of your account. Choose a new password with the button below.</p>' +
      button('Choose a new password', d.resetUrl) +
      `<p style="color:#64748b;font-size:14px">The link works once and expires soon. If you did not ask for this, you can ignore this email: your password stays the same.</p>`,
    text:
      `${greeting(null)}\n\nWe received a request to reset the password of your account. Choose a new password here:\n\n${d.resetUrl}\n\n` +
      'The link works once and expires soon. If you did not ask for this, you can ignore this email: your password stays the same.',
  }),
  // A sign-up met an unconfirmed account: whoever signed up first chose its password, perhaps not
  // the mailbox holder, so the link sets a new one rather than confirming the old.
  'signup-set-password': (d, brand) => ({
    subject: 'Choose your password',
    title: 'Choose your password',
    html:
      `<p>${escapeHtml(greeting(null))}</p>` +
      `<p>Thanks for creating an account with ${escapeHtml(brand.name)}. To finish signing up, choose your password with the button below: this also confirms your email address.</p>` +
      button('Choose your password', d.setPasswordUrl) +
      `<p style="color:#64748b;font-size:14px">The link works once and expires in 24 hours. If you did not sign up, you can ignore this email.</p>`,
    text:
      `${greeting(null)}\n\nThanks for creating an account with ${brand.name}. To finish signing up, choose your password here (this also confirms your email address):\n\n${d.setPasswordUrl}\n\n` +
      'The link works once and expires in 24 hours. If you did not sign up, you can ignore this email.',
  }),
  'client-welcome': (d, brand) => ({
    subject: `Welcome to ${brand.name}`,
    title: `Welcome to ${brand.name}`,
    html:
      `<p>${escapeHtml(greeting(d.fullName))}</p>` +
      `<p>An account has been created for you so you can edit the text of your website and write blog posts. Sign in with <strong>${escapeHtml(d.email)}</strong>.</p>` +
      button('Sign in to your dashboard', d.signInUrl) +
      '<p style="color:#64748b;font-size:14px">Your administrator will give you your password. You can change it at any time with "Forgot password".</p>',
    text:
      `${greeting(d.fullName)}\n\nAn account has been created for you so you can edit the text of your website and write blog posts. Sign in with ${d.email}:\n\n${d.signInUrl}\n\n` +
      'Your administrator will give you your password. You can change it at any time with "Forgot password".',
  }),
  // To an address a buyer typed at checkout or a questionnaire held: only the business's own words
  // (its name) and the link, never a name, business name or answer somebody typed.
  'client-invite': (d, brand) => ({
    subject: `Set up your ${brand.name} account`,
    title: 'Your account is ready',
    html:
      `<p>${escapeHtml(greeting(null))}</p>` +
      `<p>${escapeHtml(brand.name)} has set up an account for you. Choose a password to sign in to your dashboard, where you can follow your website and edit its text.</p>` +
      button('Choose your password', d.inviteUrl) +
      `<p style="color:#64748b;font-size:14px">The link works once and expires in ${escapeHtml(String(d.expiryHours))} hours. If it has expired, reply to this email and we will send a new one. If you were not expecting this, you can ignore this email.</p>`,
    text:
      `${greeting(null)}\n\n${brand.name} has set up an account for you. Choose a password to sign in to your dashboard, where you can follow your website and edit its text:\n\n${d.inviteUrl}\n\n` +
      `The link works once and expires in ${d.expiryHours} hours. If it has expired, reply to this email and we will send a new one. If you were not expecting this, you can ignore this email.`,
  }),
  'email-correction': (d, brand) => ({
    subject: `Confirm your email address for ${brand.name}`,
    title: 'Confirm your email address',
    html:
      `<p>${escapeHtml(greeting(null))}</p>` +
      `<p>This address was given for an order with ${escapeHtml(brand.name)}. Confirm it and choose the password of your account: your order and receipts then use this address.</p>` +
      button('Confirm and choose your password', d.confirmUrl) +
      `<p style="color:#64748b;font-size:14px">The link works once and expires in ${escapeHtml(String(d.expiryHours))} hours. If you did not place an order, you can ignore this email.</p>`,
    text:
      `${greeting(null)}\n\nThis address was given for an order with ${brand.name}. Confirm it and choose the password of your account: your order and receipts then use this address.\n\n${d.confirmUrl}\n\n` +
      `The link works once and expires in ${d.expiryHours} hours. If you did not place an order, you can ignore this email.`,
  }),
  'email-change-confirmation': (d, brand) => ({
    subject: `Confirm your new email address for ${brand.name}`,
    title: 'Confirm your new email address',
    html:
      `<p>${escapeHtml(greeting(null))}</p>` +
      `<p>${escapeHtml(brand.name)} was asked to make this the sign-in address of your account. Confirm it, and you sign in with this address from then on.</p>` +
      button('Confirm this address', d.confirmUrl) +
      `<p style="color:#64748b;font-size:14px">The link works once and expires in ${escapeHtml(String(d.expiryHours))} hours. If you did not expect this, you can ignore this email: nothing changes.</p>`,
    text:
      `${greeting(null)}\n\n${brand.name} was asked to make this the sign-in address of your account. Confirm it, and you sign in with this address from then on:\n\n${d.confirmUrl}\n\n` +
      `The link works once and expires in ${d.expiryHours} hours. If you did not expect this, you can ignore this email: nothing changes.`,
  }),
  'email-change-notice': (d, brand) => ({
    subject: `Your sign-in email for ${brand.name} is being changed`,
    title: 'Your sign-in email is being changed',
    html:
      `<p>${escapeHtml(greeting(null))}</p>` +
      `<p>${escapeHtml(brand.name)} has asked to change the sign-in address of your account to <strong>${escapeHtml(d.newEmail)}</strong>. It changes once that address is confirmed; until then you sign in with this one.</p>` +
      `<p>If you did not ask for this, reply to this email and we will stop it.</p>`,
    text:
      `${greeting(null)}\n\n${brand.name} has asked to change the sign-in address of your account to ${d.newEmail}. It changes once that address is confirmed; until then you sign in with this one.\n\n` +
      `If you did not ask for this, reply to this email and we will stop it.`,
  }),
  'contact-notification': (d) => ({
    subject: `Contact form: ${oneLine(d.subject, 200)}`,
    title: 'New contact message',
    html:
      `<p>Someone sent a message through the contact form. Reply to this email to answer ${escapeHtml(oneLine(d.name, 100))} directly.</p>` +
      detailsTable([
        ['Name', d.name],
        ['Email', d.email],
        ['Subject', d.subject],
      ]) +
      `<div style="padding:16px;background:#f8fafc;border-left:4px solid #0f766e;white-space:normal">${escapeMultiline(d.message)}</div>`,
    text: `Someone sent a message through the contact form. Reply to this email to answer them directly.\n\nName: ${oneLine(d.name)}\nEmail: ${oneLine(d.email)}\nSubject: ${oneLine(d.subject)}\n\n${d.message}`,
  }),
  // Goes to the address a visitor typed, unverified: it repeats nothing they typed (the business's
  // notification has it all).
  'contact-acknowledgement': (_d, brand) => ({
    subject: 'We received your message',
    title: 'Thanks for getting in touch',
    html:
      `<p>${escapeHtml(greeting(null))}</p>` +
      `<p>Thanks for contacting ${escapeHtml(brand.name)}. We received your message and will get back to you within 24 hours.</p>` +
      '<p>If anything is urgent, just reply to this email.</p>',
    text: `${greeting(null)}\n\nThanks for contacting ${brand.name}. We received your message and will get back to you within 24 hours.\n\nIf anything is urgent, just reply to this email.`,
  }),
  'site-lead-notification': (d) => ({
    subject: `New message from your website: ${oneLine(d.name, 100)}`,
    title: 'New message from your website',
    html:
      `<p>${escapeHtml(oneLine(d.name, 100))} sent a message through the contact form of ${escapeHtml(oneLine(d.siteName, 200))}. Reply to this email to answer them directly.</p>` +
      detailsTable([
        ['Name', d.name],
        ['Email', d.email],
        ['Phone', d.phone ?? ''],
      ]) +
      `<div style="padding:16px;background:#f8fafc;border-left:4px solid #0f766e;white-space:normal">${escapeMultiline(d.message)}</div>` +
      `<p>All your messages: <a href="${escapeHtml(d.leadsUrl)}">${escapeHtml(d.leadsUrl)}</a></p>`,
    text: `${oneLine(d.name)} sent a message through the contact form of ${oneLine(d.siteName)}. Reply to this email to answer them directly.\n\nName: ${oneLine(d.name)}\nEmail: ${oneLine(d.email)}\nPhone: ${oneLine(d.phone ?? '')}\n\n${d.message}\n\nAll your messages: ${d.leadsUrl}`,
  }),
  'review-requested': (d) => ({
    subject: `Changes to review: ${oneLine(d.siteName, 200)}`,
    title: 'Changes waiting for your review',
    html:
      `<p>The owner of ${escapeHtml(oneLine(d.siteName, 200))} sent changes for review: ${escapeHtml(d.sections.join(', '))}.</p>` +
      `<p>Review them (approve or send back with a comment): <a href="${escapeHtml(d.reviewUrl)}">${escapeHtml(d.reviewUrl)}</a></p>`,
    text: `The owner of ${oneLine(d.siteName)} sent changes for review: ${d.sections.join(', ')}.\n\nReview them (approve or send back with a comment): ${d.reviewUrl}`,
  }),
  'review-approved': (d) => ({
    subject: `Your changes are live: ${oneLine(d.siteName, 200)}`,
    title: 'Your changes are live',
    html:
      `<p>Your changes to ${escapeHtml(oneLine(d.siteName, 200))} were approved and published: ${escapeHtml(d.sections.join(', '))}.</p>` +
      `<p><a href="${escapeHtml(d.editUrl)}">${escapeHtml(d.editUrl)}</a></p>`,
    text: `Your changes to ${oneLine(d.siteName)} were approved and published: ${d.sections.join(', ')}.\n\n${d.editUrl}`,
  }),
  'review-sent-back': (d) => ({
    subject: `Your changes need another look: ${oneLine(d.siteName, 200)}`,
    title: 'Your changes were sent back',
    html:
      `<p>Your changes to ${escapeHtml(oneLine(d.siteName, 200))} were sent back with this comment:</p>` +
      `<div style="padding:16px;background:#f8fafc;border-left:4px solid #0f766e;white-space:normal">${escapeMultiline(d.comment)}</div>` +
      `<p>Edit and send them again: <a href="${escapeHtml(d.editUrl)}">${escapeHtml(d.editUrl)}</a></p>`,
    text: `Your changes to ${oneLine(d.siteName)} were sent back with this comment:\n\n${d.comment}\n\nEdit and send them again: ${d.editUrl}`,
  }),
  'questionnaire-notification': (d) => ({
    subject: `New questionnaire: ${oneLine(d.businessName || 'Unnamed Business', 200)}`,
    title: 'New questionnaire submitted',
    html:
      `<p><strong>${escapeHtml(d.businessName || 'Unnamed Business')}</strong> completed the website questionnaire.</p>` +
      detailsTable([
        ['Business', d.businessName],
        ['Email', d.businessEmail],
        ['Industry', d.industry],
        ['Main goal', d.mainGoal],
        ['Submission', d.submissionId],
      ]) +
      button('Open submissions', d.adminUrl),
    text:
      `${d.businessName || 'Unnamed Business'} completed the website questionnaire.\n\nBusiness: ${oneLine(d.businessName)}\nEmail: ${oneLine(d.businessEmail)}\n` +
      `Industry: ${oneLine(d.industry)}\nMain goal: ${d.mainGoal ?? ''}\nSubmission: ${d.submissionId}\n\nOpen submissions: ${d.adminUrl}`,
  }),
  // Both go to the business e-mail typed in a questionnaire, unverified: the link and nothing typed.
  'questionnaire-resume-link': (d, brand) => ({
    subject: 'Your link to continue your website questionnaire',
    title: 'Continue your website questionnaire',
    html:
      `<p>${escapeHtml(greeting(null))}</p>` +
      `<p>Here is the link you asked for to continue your website questionnaire with ${escapeHtml(brand.name)}. Your answers are saved; pick up where you left off on any device.</p>` +
      button('Continue the questionnaire', d.resumeUrl) +
      `<p style="color:#64748b;font-size:14px">Keep this link private: anyone with it can see and change your answers. It stops working after ${d.expiryDays} days without changes. If you did not ask for this, you can ignore this email.</p>`,
    text:
      `${greeting(null)}\n\nHere is the link you asked for to continue your website questionnaire with ${brand.name}. Your answers are saved; pick up where you left off on any device:\n\n${d.resumeUrl}\n\n` +
      `Keep this link private: anyone with it can see and change your answers. It stops working after ${d.expiryDays} days without changes. If you did not ask for this, you can ignore this email.`,
  }),
  'questionnaire-received': (d, brand) => ({
    subject: 'We received your website questionnaire',
    title: 'Thank you for your questionnaire',
    html:
      `<p>${escapeHtml(greeting(null))}</p>` +
      `<p>Thank you for completing the website questionnaire with ${escapeHtml(brand.name)}. We review every questionnaire within 1 business day and will be in touch.</p>` +
      '<p>If you have files for your website (a logo, photos, menus or text), send them to us with this secure link: PDF, DOC, DOCX, ZIP or images, up to 10MB each.</p>' +
      button('Send your files', d.uploadUrl) +
      `<p style="color:#64748b;font-size:14px">Keep this link private. It works for ${d.expiryDays} days, only for sending files, and stops once you tell us you sent everything; reply to this email for a new one. If you did not fill in a questionnaire, you can ignore this email.</p>`,
    text:
      `${greeting(null)}\n\nThank you for completing the website questionnaire with ${brand.name}. We review every questionnaire within 1 business day and will be in touch.\n\n` +
      `If you have files for your website (a logo, photos, menus or text), send them to us with this secure link: PDF, DOC, DOCX, ZIP or images, up to 10MB each:\n\n${d.uploadUrl}\n\n` +
      `Keep this link private. It works for ${d.expiryDays} days, only for sending files, and stops once you tell us you sent everything; reply to this email for a new one. If you did not fill in a questionnaire, you can ignore this email.`,
  }),
  'questionnaire-reminder': (d, brand) => ({
    subject: 'Finish your website questionnaire',
    title: 'Your questionnaire is waiting for you',
    html:
      `<p>${escapeHtml(greeting(null))}</p>` +
      `<p>You started a website questionnaire with ${escapeHtml(brand.name)} and it is not finished yet. Your answers are saved: continue where you left off whenever you are ready. We review finished questionnaires within 1 business day.</p>` +
      button('Finish the questionnaire', d.resumeUrl) +
      `<p style="color:#64748b;font-size:14px">Keep this link private: anyone with it can see and change your answers. It stops working after ${d.expiryDays} days without changes. If you did not start a questionnaire, you can ignore this email.</p>`,
    text:
      `${greeting(null)}\n\nYou started a website questionnaire with ${brand.name} and it is not finished yet. Your answers are saved: continue where you left off whenever you are ready. We review finished questionnaires within 1 business day.\n\n${d.resumeUrl}\n\n` +
      `Keep this link private: anyone with it can see and change your answers. It stops working after ${d.expiryDays} days without changes. If you did not start a questionnaire, you can ignore this email.`,
  }),
  'order-receipt': (d, brand) => ({
    subject: d.kind === 'hosting' ? `Your ${brand.name} hosting renewal is set up` : `Your ${brand.name} receipt`,
    title: d.kind === 'hosting' ? 'Your hosting renewal is set up' : 'Thank you for your order',
    html:
      (d.kind === 'hosting'
        ? `<p>Your payment method is saved for the yearly renewal of <strong>${escapeHtml(d.purchase)}</strong>.</p>`
        : `<p>Your payment for the ${escapeHtml(kindLabel(d.kind))} <strong>${escapeHtml(d.purchase)}</strong> was received. Here is your receipt.</p>`) +
      (d.kind === 'hosting' ? '' : itemsHtml(d.items, d.totalCents, d.currency)) +
      (d.renewal ? `<p><strong>${escapeHtml(renewalText(d))}</strong></p>` : '') +
      (d.accountInvite ? `<p>${escapeHtml(accountInviteText(brand))}</p>` : '') +
      (d.kind === 'package' ? nextStepsHtml(brand) : '') +
      `<p style="color:#64748b;font-size:14px">Order reference: ${escapeHtml(d.orderId)}</p>` +
      '<p>We will be in touch within 1 business day about the next steps. Reply to this email with any question.</p>',
    text:
      (d.kind === 'hosting'
        ? `Your payment method is saved for the yearly renewal of ${d.purchase}.`
        : `Your payment for the ${kindLabel(d.kind)} ${d.purchase} was received. Here is your receipt.\n\n${itemsText(d.items, d.totalCents, d.currency)}`) +
      (d.renewal ? `\n\n${renewalText(d)}` : '') +
      (d.accountInvite ? `\n\n${accountInviteText(brand)}` : '') +
      (d.kind === 'package' ? `\n\n${nextStepsText(brand)}` : '') +
      `\n\nOrder reference: ${d.orderId}\n\n` +
      'We will be in touch within 1 business day about the next steps. Reply to this email with any question.',
  }),
  'order-notification': (d) => ({
    subject:
      d.kind === 'hosting'
        ? `Hosting renewal set up: ${d.purchase}, first charge ${billingDate(d.renewal?.startsAt ?? new Date().toISOString())}`
        : `New ${kindLabel(d.kind)} order: ${d.purchase}, ${money(d.totalCents, d.currency)}`,
    title: d.kind === 'hosting' ? 'Hosting renewal set up' : 'New order paid',
    html:
      `<p>A ${escapeHtml(kindLabel(d.kind))} order (<strong>${escapeHtml(d.purchase)}</strong>) was ${d.kind === 'hosting' ? 'set up' : 'paid'} by <strong>${escapeHtml(d.buyerEmail ?? 'an unknown buyer')}</strong>.</p>` +
      (d.kind === 'hosting' ? '' : itemsHtml(d.items, d.totalCents, d.currency)) +
      (d.renewal ? `<p>${escapeHtml(renewalText(d, 'business'))}</p>` : '') +
      `<p style="color:#64748b;font-size:14px">Order: ${escapeHtml(d.orderId)}</p>`,
    text:
      `A ${kindLabel(d.kind)} order (${d.purchase}) was ${d.kind === 'hosting' ? 'set up' : 'paid'} by ${d.buyerEmail ?? 'an unknown buyer'}.` +
      (d.kind === 'hosting' ? '' : `\n\n${itemsText(d.items, d.totalCents, d.currency)}`) +
      (d.renewal ? `\n\n${renewalText(d, 'business')}` : '') +
      `\n\nOrder: ${d.orderId}`,
  }),
  'renewal-payment-failed': (d) => ({
    subject: `Hosting renewal payment failed: ${money(d.amountCents, d.currency)}`,
    title: 'Hosting renewal payment failed',
    html:
      `<p>The yearly payment of <strong>${escapeHtml(money(d.amountCents, d.currency))}</strong> for <strong>${escapeHtml(d.purchase)}</strong> ` +
      `(buyer ${escapeHtml(d.buyerEmail ?? 'unknown')}) could not be collected. The payment provider retries it; contact the client if it keeps failing.</p>` +
      detailsTable([
        ['Renewal order', d.orderId],
        ['Hosting order', d.hostingOrderId],
        ['Invoice', d.invoiceId],
      ]),
    text:
      `The yearly payment of ${money(d.amountCents, d.currency)} for ${d.purchase} (buyer ${d.buyerEmail ?? 'unknown'}) could not be collected. ` +
      `The payment provider retries it; contact the client if it keeps failing.\n\nRenewal order: ${d.orderId}\nHosting order: ${d.hostingOrderId}\nInvoice: ${d.invoiceId}`,
  }),
  'renewal-canceled': (d, brand) => {
    const until = d.paidUntil ? `Hosting stays paid until ${billingDate(d.paidUntil)}` : 'Hosting stays paid to the end of the current term';
    const by = d.canceledBy === 'admin' ? `by ${brand.name}` : 'at your request';
    return d.audience === 'client'
      ? {
          subject: 'Your hosting renewal is canceled',
          title: 'Your hosting renewal is canceled',
          html:
            `<p>The yearly renewal of <strong>${escapeHtml(d.purchase)}</strong> was canceled ${escapeHtml(by)}: your card will not be charged again. ${escapeHtml(until)}.</p>` +
            `<p>You can set the renewal up again from Billing in your dashboard before then, so that your website stays online.</p>` +
            `<p style="color:#64748b;font-size:14px">Order reference: ${escapeHtml(d.orderId)}</p>`,
          text:
            `The yearly renewal of ${d.purchase} was canceled ${by}: your card will not be charged again. ${until}.\n\n` +
            `You can set the renewal up again from Billing in your dashboard before then, so that your website stays online.\n\nOrder reference: ${d.orderId}`,
        }
      : {
          subject: `Hosting renewal canceled: ${d.purchase}`,
          title: 'Hosting renewal canceled',
          html:
            `<p>The yearly renewal of <strong>${escapeHtml(d.purchase)}</strong> (client ${escapeHtml(d.buyerEmail ?? 'unknown')}) was canceled by ${d.canceledBy === 'admin' ? 'an administrator' : 'the client'}. No further charge. ${escapeHtml(until)}.</p>` +
            detailsTable([['Hosting order', d.orderId]]),
          text: `The yearly renewal of ${d.purchase} (client ${d.buyerEmail ?? 'unknown'}) was canceled by ${d.canceledBy === 'admin' ? 'an administrator' : 'the client'}. No further charge. ${until}.\n\nHosting order: ${d.orderId}`,
        };
  },
};

export const MAIL_TEMPLATE_NAMES = Object.keys(renderers) as MailTemplateName[];

/** E-mails whose text asks the reader to reply: sent with Reply-To the business inbox (MAIL_REPLY_TO). */
export const TEMPLATES_INVITING_REPLY: ReadonlySet<MailTemplateName> = new Set<MailTemplateName>([
  'contact-acknowledgement',
  'order-receipt',
  'client-invite',
  'email-change-notice',
  'questionnaire-received',
]);

/** Renders a template to subject, HTML (shared layout, every value escaped) and plain text. */
export function renderMail<K extends MailTemplateName>(template: K, data: MailTemplates[K], brand: MailBrand): RenderedMail {
  const renderer = renderers[template] as Renderer<K> | undefined;
  if (!renderer) throw new Error(`Unknown mail template: ${String(template)}`);
  const out = renderer(data, brand);
  return {
    subject: oneLine(out.subject, 300),
    html: htmlLayout(brand, out.title, out.html),
    text: textLayout(brand, out.title, out.text),
  };
}
