import { ExportOutlined } from '@ant-design/icons';

/** The live site's address for a domain as stored ("sunshinebakery.example" or a full URL). */
export function liveSiteUrl(domain: string): string | null {
  const trimmed = domain.trim();
  if (!trimmed) return null;
  const url = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** "View live site" beside a shown domain (issue 24 item 10); opens in a new tab. */
export function LiveSiteLink({ domain, label = 'View live site' }: { domain: string | null | undefined; label?: string }) {
  const href = domain ? liveSiteUrl(domain) : null;
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${label}: ${domain} (opens in a new tab)`} style={{ whiteSpace: 'nowrap' }}>
      {label} <ExportOutlined aria-hidden />
    </a>
  );
}
