import { Injectable } from '@nestjs/common';
import { ClientWebsitesPort } from '@fw/api-accounts-application';
import { WebsiteProvisioningService } from '@fw/api-sites-application';

/** The websites context answers client provisioning (accounts): the client's website waiting for its build. */
@Injectable()
export class SitesClientWebsitesAdapter extends ClientWebsitesPort {
  constructor(private readonly websites: WebsiteProvisioningService) {
    super();
  }

  ensureForOwner(input: Parameters<ClientWebsitesPort['ensureForOwner']>[0]): ReturnType<ClientWebsitesPort['ensureForOwner']> {
    return this.websites.ensureForOwner(input);
  }
}
