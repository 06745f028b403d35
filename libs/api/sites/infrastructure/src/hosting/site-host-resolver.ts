import { Inject, Injectable } from '@nestjs/common';
import { HostedSite, HostedSiteReadsPort } from '@fw/api-sites-application';
import { sitesHostingConfig, SitesHostingConfig } from './sites-hosting.config';

/** What a Host header leads to. */
export type HostResolution =
  | { kind: 'platform' }
  | { kind: 'site'; site: HostedSite }
  /** The other form (with or without `www.`) of a website's domain. */
  | { kind: 'redirect'; host: string }
  | { kind: 'unknown' };

const PLATFORM: HostResolution = { kind: 'platform' };
const UNKNOWN: HostResolution = { kind: 'unknown' };
const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/;
/** Host names remembered at most (an unbounded map would let random Host headers fill memory). */
const MAX_REMEMBERED = 20_000;

/** The lower-cased host name of a Host header, without the port and a trailing dot; '' when absent. */
export function hostNameOf(header: string | undefined): string {
  if (!header) return '';
  const host = header.trim().toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

/**
 * Decides from the Host header whether a request is for the platform (PUBLIC_URL's host, loopback
 * and IP addresses: marketing site, dashboard, API), for a client's website (its domain, or its
 * platform address `{slug}.{SITES_DOMAIN}`), for the other form of a website's domain (a redirect),
 * or for nothing. Answers are remembered per host name until the website changes.
 */
@Injectable()
export class SiteHostResolver {
  private readonly remembered = new Map<string, { resolution: HostResolution; siteId: string | null }>();

  constructor(
    private readonly reads: HostedSiteReadsPort,
    @Inject(sitesHostingConfig.KEY) private readonly config: SitesHostingConfig,
  ) {}

  /** Platform requests are answered without waiting (the hot path of the API and the front ends). */
  isPlatform(hostName: string): boolean {
    return hostName === '' || hostName === this.config.platformHostName || hostName === 'localhost' || IP_LITERAL.test(hostName);
  }

  /** The remembered answer for a host name, if any (no I/O): the hot path of cached pages. */
  known(hostName: string): HostResolution | undefined {
    return this.isPlatform(hostName) ? PLATFORM : this.remembered.get(hostName)?.resolution;
  }

  async resolve(hostName: string): Promise<HostResolution> {
    if (this.isPlatform(hostName)) return PLATFORM;
    const known = this.remembered.get(hostName);
    if (known) return known.resolution;
    const resolution = await this.lookUp(hostName);
    if (this.remembered.size >= MAX_REMEMBERED) this.remembered.clear();
    this.remembered.set(hostName, { resolution, siteId: resolution.kind === 'site' ? resolution.site.id : null });
    return resolution;
  }

  /** A website changed: its host answers, and every "no such host" answer (it may have a new domain), are looked up again. */
  forgetSite(siteId: string): void {
    for (const [host, entry] of this.remembered) if (entry.siteId === siteId || entry.siteId === null) this.remembered.delete(host);
  }

  forgetAll(): void {
    this.remembered.clear();
  }

  private async lookUp(hostName: string): Promise<HostResolution> {
    const suffix = `.${this.config.sitesHostName}`;
    if (hostName.endsWith(suffix)) {
      const label = hostName.slice(0, -suffix.length);
      if (label && !label.includes('.')) {
        const site = await this.reads.siteBySlug(label);
        return site ? { kind: 'site', site } : UNKNOWN;
      }
    }
    const site = await this.reads.siteByDomain(hostName);
    if (site) return { kind: 'site', site };
    const other = hostName.startsWith('www.') ? hostName.slice(4) : `www.${hostName}`;
    const otherSite = await this.reads.siteByDomain(other);
    return otherSite ? { kind: 'redirect', host: other } : UNKNOWN;
  }
}
