import { Inject, Injectable } from '@nestjs/common';
import type { Website } from '@fw/api-sites-domain';
import { sitesHostingConfig, SitesHostingConfig } from './sites-hosting.config';

/** Where visitors reach a website: its custom domain once live (over HTTPS, Caddy's job), else its platform address. */
@Injectable()
export class SiteAddresses {
  constructor(@Inject(sitesHostingConfig.KEY) private readonly config: SitesHostingConfig) {}

  urlOf(website: Pick<Website, 'slug' | 'domain' | 'domainStatus'>): string | null {
    if (website.domain && website.domainStatus === 'live') return `https://${website.domain}`;
    return website.slug ? `${this.config.sitesScheme}://${website.slug}.${this.config.sitesDomain}` : null;
  }
}
