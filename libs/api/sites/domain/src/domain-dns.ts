/** Where a custom domain stands: DNS not pointing here yet, pointing here (Caddy may get a certificate), or wrong. */
export const DOMAIN_STATUSES = ['waiting_for_dns', 'live', 'error'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** A record the site owner creates at their DNS provider. */
export interface DnsRecordToCreate {
  type: 'A' | 'AAAA' | 'CNAME';
  /** Relative to the domain's zone: '@' for the domain itself. */
  name: string;
  value: string;
}

/** Where the product is reached: the addresses (and the host for `www.`) that custom domains must point to. */
export interface DnsTargets {
  ipv4: string[];
  ipv6: string[];
  cname: string;
}

/** What a lookup of the domain found; `failure` is a resolver error code other than "no such name / no data". */
export interface DnsAnswer {
  ipv4: string[];
  ipv6: string[];
  failure?: string;
}

export function dnsRecordsFor(domain: string, targets: DnsTargets): DnsRecordToCreate[] {
  const name = domain.startsWith('www.') ? 'www' : '@';
  const records: DnsRecordToCreate[] = [
    ...targets.ipv4.map((value) => ({ type: 'A' as const, name, value })),
    ...targets.ipv6.map((value) => ({ type: 'AAAA' as const, name, value })),
  ];
  if (name === '@' && targets.cname) records.push({ type: 'CNAME', name: 'www', value: targets.cname });
  return records;
}

/**
 * The status a DNS answer gives a domain. With targets configured, the domain is live when every
 * address it resolves to is one of them; without (a development machine), when it resolves at all.
 */
export function domainStatusFrom(domain: string, answer: DnsAnswer, targets: DnsTargets): { status: DomainStatus; reason: string | null } {
  if (answer.failure) return { status: 'error', reason: `The DNS lookup of ${domain} failed (${answer.failure}). Please try again later.` };
  const found = [...answer.ipv4, ...answer.ipv6];
  if (found.length === 0) return { status: 'waiting_for_dns', reason: `${domain} has no A or AAAA record yet.` };
  const expected = [...targets.ipv4, ...targets.ipv6];
  if (expected.length === 0) return { status: 'live', reason: null };
  const strangers = found.filter((address) => !expected.includes(address));
  if (strangers.length === 0) return { status: 'live', reason: null };
  return { status: 'error', reason: `${domain} points to ${strangers.join(', ')}, not to ${expected.join(', ')}. Change its A/AAAA records.` };
}
