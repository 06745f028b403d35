import { Controller, Get, HttpCode, Inject, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CustomDomainService, HostedSiteReadsPort } from '@fw/api-sites-application';
import { UnknownHostNameError } from '@fw/api-sites-domain';
import { hostNameOf } from './site-host-resolver';
import { sitesHostingConfig, SitesHostingConfig } from './sites-hosting.config';

/**
 * Caddy's on-demand TLS `ask`: before getting a certificate for a host name Caddy asks here, and
 * only a 200 lets it go on. So a stranger pointing a domain at the server cannot make it request
 * certificates (and exhaust the CA's rate limits).
 */
@ApiTags('tls')
@Controller('tls')
export class TlsAskController {
  constructor(
    private readonly domains: CustomDomainService,
    private readonly reads: HostedSiteReadsPort,
    @Inject(sitesHostingConfig.KEY) private readonly config: SitesHostingConfig,
  ) {}

  @Get('ask')
  @HttpCode(200)
  @ApiOperation({
    summary: "Caddy's on-demand TLS ask: 200 for a website's domain whose DNS is live (or its www form) and for a platform address, else 404",
  })
  @ApiQuery({
    name: 'domain',
    required: true,
    type: String,
    example: 'sunshinebakery.com',
    description: 'The host name Caddy is about to get a certificate for',
  })
  @ApiOkResponse({ description: 'Caddy may get a certificate for this host name' })
  @ApiResponse({ status: 404, description: 'Not a host name this product serves over HTTPS' })
  async ask(@Query('domain') domain: unknown, @Res() reply: FastifyReply): Promise<void> {
    const host = typeof domain === 'string' ? hostNameOf(domain) : '';
    const allowed = host !== '' && ((await this.isPlatformAddress(host)) || (await this.domains.mayHaveCertificate(host)));
    // Caddy reads only the status; a refusal keeps the API's error shape like every other route.
    if (!allowed) throw new UnknownHostNameError();
    reply.code(200).type('text/plain; charset=utf-8').send('ok');
  }

  private async isPlatformAddress(host: string): Promise<boolean> {
    const suffix = `.${this.config.sitesHostName}`;
    if (!host.endsWith(suffix)) return false;
    const label = host.slice(0, -suffix.length);
    return /^[a-z0-9-]{1,63}$/.test(label) && (await this.reads.siteBySlug(label)) !== null;
  }
}
