import { Injectable } from '@nestjs/common';
import { ClockPort } from '@fw/api-shared-application';
import {
  DnsAnswer,
  DnsRecordToCreate,
  dnsRecordsFor,
  DnsTargets,
  DomainStatus,
  domainStatusFrom,
  normalizeHostName,
  WebsiteNotFoundError,
} from '@fw/api-sites-domain';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { WebsiteRepositoryPort } from '../ports/website.repository.port';

/** Looks a host name up in the public DNS. Never throws: a resolver failure is part of the answer. */
export abstract class DomainDnsPort {
  abstract lookUp(domain: string): Promise<DnsAnswer>;
}

/** Where custom domains must point (configuration). */
export abstract class DnsTargetSettings implements DnsTargets {
  abstract readonly ipv4: string[];
  abstract readonly ipv6: string[];
  abstract readonly cname: string;
}

export interface CustomDomainView {
  websiteId: string;
  domain: string | null;
  status: DomainStatus | null;
  reason: string | null;
  checkedAt: Date | null;
  records: DnsRecordToCreate[];
}

/**
 * A website's custom domain: the DNS records its owner must create, and its status from a DNS
 * check (stored, so that Caddy's certificate questions need no lookup). Admin only (the caller checks).
 */
@Injectable()
export class CustomDomainService {
  constructor(
    private readonly uow: UnitOfWorkPort,
    private readonly websites: WebsiteRepositoryPort,
    private readonly dns: DomainDnsPort,
    private readonly targets: DnsTargetSettings,
    private readonly clock: ClockPort,
  ) {}

  async view(websiteId: string): Promise<CustomDomainView> {
    const website = await this.websites.findById(websiteId);
    if (!website) throw new WebsiteNotFoundError();
    return {
      websiteId,
      domain: website.domain,
      status: website.domainStatus,
      reason: website.domainStatusReason,
      checkedAt: website.domainCheckedAt,
      records: website.domain ? dnsRecordsFor(website.domain, this.targets) : [],
    };
  }

  /** Looks the domain up now and stores the outcome; repeatable. */
  async check(websiteId: string): Promise<CustomDomainView> {
    const existing = await this.websites.findById(websiteId);
    if (!existing) throw new WebsiteNotFoundError();
    if (existing.domain) {
      // The lookup runs outside the transaction (it may take seconds); the outcome is stored only
      // if the domain is still the one looked up.
      const domain = existing.domain;
      const outcome = domainStatusFrom(domain, await this.dns.lookUp(domain), this.targets);
      await this.uow.run(async () => {
        const website = await this.websites.findById(websiteId);
        if (!website || website.domain !== domain) return;
        website.recordDomainCheck(outcome.status, outcome.reason, this.clock.now());
        await this.websites.save(website);
      });
    }
    return this.view(websiteId);
  }

  /** Caddy's question before it gets a certificate: only domains whose DNS points here. */
  async mayHaveCertificate(host: string): Promise<boolean> {
    const name = normalizeHostName(host);
    if (!name) return false;
    const website = (await this.websites.findByDomain(name)) ?? (await this.websites.findByDomain(name.startsWith('www.') ? name.slice(4) : `www.${name}`));
    return website?.domainStatus === 'live';
  }
}
