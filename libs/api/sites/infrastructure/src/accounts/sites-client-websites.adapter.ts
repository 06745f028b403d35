import { Injectable } from '@nestjs/common';
import { ClientWebsitesPort } from '@fw/api-accounts-application';
import { WebsiteProvisioningService } from '@fw/api-sites-application';

/** The websites context answers client provisioning and the client's project card (accounts): the client's website and where it stands. */
@Injectable()
export class SitesClientWebsitesAdapter extends ClientWebsitesPort {
  constructor(private readonly websites: WebsiteProvisioningService) {
    super();
  }

  ensureForOwner(input: Parameters<ClientWebsitesPort['ensureForOwner']>[0]): ReturnType<ClientWebsitesPort['ensureForOwner']> {
    return this.websites.ensureForOwner(input);
  }

  progressFor(ownerId: string): ReturnType<ClientWebsitesPort['progressFor']> {
    return this.websites.progressFor(ownerId);
  }

  nameWaitingWebsite(ownerId: string, businessName: string): Promise<boolean> {
    return this.websites.nameWaitingWebsite(ownerId, businessName);
  }
}
