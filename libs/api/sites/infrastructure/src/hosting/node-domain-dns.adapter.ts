import { Resolver } from 'node:dns/promises';
import { DomainDnsPort } from '@fw/api-sites-application';
import type { DnsAnswer } from '@fw/api-sites-domain';

/** "No such name" and "no records of that type": the domain is simply not set up (yet). */
const ABSENT = new Set(['ENOTFOUND', 'ENODATA', 'NOTFOUND', 'NODATA']);
const LOOKUP_TIMEOUT_MS = 5000;

/** DomainDnsPort with node:dns: the A and AAAA records as the public DNS answers them (no hosts file, no cache). */
export class NodeDomainDnsAdapter extends DomainDnsPort {
  async lookUp(domain: string): Promise<DnsAnswer> {
    const resolver = new Resolver({ timeout: LOOKUP_TIMEOUT_MS, tries: 2 });
    const [ipv4, ipv6] = await Promise.allSettled([resolver.resolve4(domain), resolver.resolve6(domain)]);
    const failures = [ipv4, ipv6].flatMap((r) => (r.status === 'rejected' ? [(r.reason as NodeJS.ErrnoException).code ?? 'EUNKNOWN'] : []));
    const failure = failures.find((code) => !ABSENT.has(code));
    return {
      ipv4: ipv4.status === 'fulfilled' ? ipv4.value : [],
      ipv6: ipv6.status === 'fulfilled' ? ipv6.value : [],
      ...(failure ? { failure } : {}),
    };
  }
}
