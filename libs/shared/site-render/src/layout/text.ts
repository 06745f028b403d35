import { h } from 'preact';
import type { Html } from './html';

/** Text split into paragraphs on empty lines, single line breaks kept; every character escaped by the renderer. */
export function paragraphs(text: string, className?: string, attrs?: Record<string, string> | null): Html[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => h('p', { class: className, ...attrs }, withLineBreaks(block)));
}

export function withLineBreaks(text: string): (string | Html)[] {
  const out: (string | Html)[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (i > 0) out.push(h('br', null));
    out.push(line);
  });
  return out;
}

/**
 * A post body as stored (plain text): paragraphs on empty lines, "## " lines as subheadings and
 * runs of "- " lines as bullet lists. No HTML from the text ever reaches the page.
 */
export function postBody(text: string): Html[] {
  const nodes: Html[] = [];
  for (const block of text
    .split(/\r?\n\s*\r?\n/)
    .map((b) => b.trim())
    .filter(Boolean)) {
    const lines = block.split(/\r?\n/);
    if (lines.length === 1 && /^#{2,3}\s+/.test(block)) {
      nodes.push(h('h2', null, block.replace(/^#{2,3}\s+/, '')));
    } else if (lines.every((l) => /^[-*]\s+/.test(l.trim()))) {
      nodes.push(
        h(
          'ul',
          null,
          lines.map((l) => h('li', null, l.trim().replace(/^[-*]\s+/, ''))),
        ),
      );
    } else {
      nodes.push(h('p', null, withLineBreaks(block)));
    }
  }
  return nodes;
}

/** "Name – description – $8" as parts; a dash with spaces around it separates them. */
export function splitEntry(line: string): string[] {
  return line
    .split(/\s+[–—-]\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

const PRICE = /^(?:from\s+)?(?:[$€£]\s?\d[\d,]*(?:\.\d{1,2})?|\d[\d,]*(?:[.,]\d{1,2})?\s?[$€£])$/i;

/** True for "$8", "$3.50", "from $12", "12 €": the last part of a menu line shown as its price. */
export function priceOf(text: string): boolean {
  return PRICE.test(text.trim());
}

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/New_York' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

/** A phone number as a tel: link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits}`;
}

/** Only site-relative paths and https addresses may become an image source or link. */
export function safeImageSrc(value: string | undefined): string | null {
  const v = value?.trim() ?? '';
  return /^(?:\/(?!\/)[^\s"'<>]*|https:\/\/[^\s"'<>]+)$/.test(v) ? v : null;
}

export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
