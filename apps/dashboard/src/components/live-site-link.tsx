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

/**
 * "View site" beside a website: its address as the API gives it (`site_url`: the custom domain once
 * live, else the platform address), or else a stored domain; opens in a new tab.
 */
export function LiveSiteLink({ url, domain, label = 'View site' }: { url?: string | null; domain?: string | null; label?: string }) {
  const href = url ? liveSiteUrl(url) : domain ? liveSiteUrl(domain) : null;
  if (!href) return null;
  const shown = href.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${label}: ${shown} (opens in a new tab)`} style={{ whiteSpace: 'nowrap' }}>
      {label} <ExportOutlined aria-hidden />
    </a>
  );
}
