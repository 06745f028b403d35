import { ClientWebsiteRecordsPort, ClientWebsitesPort, ClientWebsiteStatesPort, ReviewBacklogPort } from '@fw/api-accounts-application';
import { SitesClientWebsiteRecordsAdapter } from './accounts/sites-client-website-records.adapter';
import { SitesReviewBacklogAdapter } from './accounts/sites-review-backlog.adapter';
import { AccountsModule } from '@fw/api-accounts-infrastructure';
import { SitesClientWebsitesAdapter } from './accounts/sites-client-websites.adapter';
import { SitesClientWebsiteStatesAdapter } from './accounts/sites-client-website-states.adapter';
import { Module } from '@nestjs/common';
import {
  ActivityLogRepositoryPort,
  AdminHistoryService,
  AdminSectionsService,
  AdminWebsitesService,
  WebsiteProvisioningService,
  TemplateSectionsService,
  BlogPostRepositoryPort,
  BlogService,
  ContentSectionRepositoryPort,
  ContentSaveJournalPort,
  HistoryService,
  HistorySettings,
  MyWebsiteService,
  OwnerDirectoryPort,
  PublicSiteService,
  RevisionRepositoryPort,
  RevisionRestorer,
  ReviewTimeline,
  SaveContentUseCase,
  SiteReadsPort,
  UnitOfWorkPort,
  WebsiteRepositoryPort,
  CustomDomainService,
  DnsTargetSettings,
  DomainDnsPort,
  HostedSiteReadsPort,
  SiteLeadRepositoryPort,
  SiteLeadSettings,
  SitePageCachePort,
  SitePagesService,
  SubmitSiteLeadUseCase,
  SiteImagesPort,
  WebsiteFilesPort,
  ContentPublisher,
  ContentReviewRepositoryPort,
  ContentReviewService,
  ContentReviewSettings,
  PublishContentUseCase,
  PreviewLinkRepositoryPort,
  PreviewLinksService,
} from '@fw/api-sites-application';
import { ClockPort } from '@fw/api-shared-application';
import { MikroOrmUnitOfWorkAdapter, SqlReader, IdentityModule, SystemClockAdapter } from '@fw/api-shared-infrastructure';
import { MikroOrmWebsiteRepository } from './persistence/mikro-orm-website.repository';
import { MikroOrmContentSectionRepository } from './persistence/mikro-orm-content-section.repository';
import { MikroOrmBlogPostRepository } from './persistence/mikro-orm-blog-post.repository';
import { MikroOrmActivityLogRepository } from './persistence/mikro-orm-activity-log.repository';
import { AccountsOwnerDirectoryAdapter } from './accounts/accounts-owner-directory.adapter';
import { SitesAdminQueries } from './queries/sites-admin.queries';
import { SqlSiteReadsAdapter } from './queries/sql-site-reads.adapter';
import { MyWebsiteController } from './http/my-website.controller';
import { MyPostsController } from './http/my-posts.controller';
import { AdminWebsitesController } from './http/admin-websites.controller';
import { AdminSectionsController } from './http/admin-sections.controller';
import { PublicSitesController } from './http/public-sites.controller';
import { MyHistoryController } from './http/my-history.controller';
import { AdminHistoryController } from './http/admin-history.controller';
import { SqlRevisionRepository } from './persistence/sql-revision.repository';
import { SqlContentSaveJournal } from './persistence/sql-content-save-journal';
import { RevisionPruneSweeper } from './jobs/revision-prune.sweeper';
import { SiteTemplatesController } from './http/site-templates.controller';
import { sitesConfig, SitesConfig } from './config/sites.config';
import { sitesHostingConfig, SitesHostingConfig } from './hosting/sites-hosting.config';
import { SqlHostedSiteReadsAdapter } from './hosting/sql-hosted-site-reads.adapter';
import { MemorySitePageCacheAdapter } from './hosting/memory-site-page-cache.adapter';
import { SiteHostResolver } from './hosting/site-host-resolver';
import { SiteChangeListener } from './hosting/site-change-listener';
import { SiteHosting } from './hosting/site-hosting.hook';
import { SiteAddresses } from './hosting/site-addresses';
import { NodeDomainDnsAdapter } from './hosting/node-domain-dns.adapter';
import { SqlSiteLeadRepository } from './hosting/sql-site-lead.repository';
import { TlsAskController } from './hosting/tls-ask.controller';
import { CustomDomainController } from './hosting/custom-domain.controller';
import { MyLeadsController } from './hosting/my-leads.controller';
import { DomainCheckSweeper } from './hosting/domain-check.sweeper';
import { ImageUsagePort, MediaWebsitesPort } from '@fw/api-media-application';
import { SitesImageUsageAdapter, SitesMediaWebsitesAdapter } from './media/sites-media-websites.adapter';
import { MediaReadsModule } from '@fw/api-media-infrastructure';
import { MediaSiteImagesAdapter, MediaWebsiteFilesAdapter } from './media/media-site-images.adapter';
import { SqlContentReviewRepository } from './persistence/sql-content-review.repository';
import { AdminReviewsController } from './http/admin-reviews.controller';
import { SqlPreviewLinkRepository } from './persistence/sql-preview-link.repository';
import { MyPreviewLinksController, SitePreviewsController } from './http/site-previews.controller';
import { AdminActivityController } from './http/admin-activity.controller';

/** Client websites, content sections, blog, activity, history (revisions), admin CRUD and public delivery. */
@Module({
  imports: [IdentityModule, MediaReadsModule, AccountsModule],
  controllers: [
    AdminActivityController,
    MyWebsiteController,
    MyPostsController,
    MyHistoryController,
    AdminWebsitesController,
    AdminSectionsController,
    AdminHistoryController,
    PublicSitesController,
    SiteTemplatesController,
    TlsAskController,
    CustomDomainController,
    MyLeadsController,
    AdminReviewsController,
    MyPreviewLinksController,
    SitePreviewsController,
  ],
  providers: [
    { provide: UnitOfWorkPort, useClass: MikroOrmUnitOfWorkAdapter },
    { provide: WebsiteRepositoryPort, useClass: MikroOrmWebsiteRepository },
    { provide: ContentSectionRepositoryPort, useClass: MikroOrmContentSectionRepository },
    { provide: BlogPostRepositoryPort, useClass: MikroOrmBlogPostRepository },
    { provide: ActivityLogRepositoryPort, useClass: MikroOrmActivityLogRepository },
    { provide: OwnerDirectoryPort, useClass: AccountsOwnerDirectoryAdapter },
    { provide: SiteReadsPort, useClass: SqlSiteReadsAdapter },
    { provide: ClockPort, useClass: SystemClockAdapter },
    { provide: RevisionRepositoryPort, useClass: SqlRevisionRepository },
    { provide: ContentSaveJournalPort, useClass: SqlContentSaveJournal },
    { provide: HistorySettings, useFactory: (config: SitesConfig): HistorySettings => ({ timeZone: config.businessTimeZone }), inject: [sitesConfig.KEY] },
    SqlReader,
    SaveContentUseCase,
    ContentPublisher,
    PublishContentUseCase,
    ContentReviewService,
    PreviewLinksService,
    { provide: PreviewLinkRepositoryPort, useClass: SqlPreviewLinkRepository },
    { provide: ContentReviewRepositoryPort, useClass: SqlContentReviewRepository },
    {
      provide: ContentReviewSettings,
      useFactory: (config: SitesHostingConfig): ContentReviewSettings => ({
        reviewUrl: config.reviewsUrl,
        editUrl: config.editContentUrl,
        blogUrl: config.blogUrl,
      }),
      inject: [sitesHostingConfig.KEY],
    },
    MyWebsiteService,
    BlogService,
    AdminWebsitesService,
    AdminSectionsService,
    PublicSiteService,
    SitesAdminQueries,
    WebsiteProvisioningService,
    TemplateSectionsService,
    RevisionRestorer,
    ReviewTimeline,
    HistoryService,
    AdminHistoryService,
    RevisionPruneSweeper,
    { provide: HostedSiteReadsPort, useClass: SqlHostedSiteReadsAdapter },
    {
      provide: SitePageCachePort,
      useFactory: (config: SitesHostingConfig) => new MemorySitePageCacheAdapter(config.pageCacheBytes),
      inject: [sitesHostingConfig.KEY],
    },
    { provide: SiteLeadRepositoryPort, useClass: SqlSiteLeadRepository },
    {
      provide: SiteLeadSettings,
      useFactory: (config: SitesHostingConfig): SiteLeadSettings => ({ leadsUrl: config.leadsUrl }),
      inject: [sitesHostingConfig.KEY],
    },
    { provide: DomainDnsPort, useClass: NodeDomainDnsAdapter },
    {
      provide: DnsTargetSettings,
      useFactory: (config: SitesHostingConfig): DnsTargetSettings => ({ ipv4: config.dnsTargetIpv4, ipv6: config.dnsTargetIpv6, cname: config.dnsTargetCname }),
      inject: [sitesHostingConfig.KEY],
    },
    SitePagesService,
    SubmitSiteLeadUseCase,
    CustomDomainService,
    SiteHostResolver,
    SiteChangeListener,
    SiteAddresses,
    SiteHosting,
    DomainCheckSweeper,
    { provide: MediaWebsitesPort, useClass: SitesMediaWebsitesAdapter },
    { provide: ImageUsagePort, useClass: SitesImageUsageAdapter },
    { provide: SiteImagesPort, useClass: MediaSiteImagesAdapter },
    { provide: WebsiteFilesPort, useClass: MediaWebsiteFilesAdapter },
    { provide: ClientWebsitesPort, useClass: SitesClientWebsitesAdapter },
    { provide: ClientWebsiteStatesPort, useClass: SitesClientWebsiteStatesAdapter },
    { provide: ClientWebsiteRecordsPort, useClass: SitesClientWebsiteRecordsAdapter },
    { provide: ReviewBacklogPort, useClass: SitesReviewBacklogAdapter },
  ],
  exports: [
    ClientWebsitesPort,
    ClientWebsiteStatesPort,
    ClientWebsiteRecordsPort,
    ReviewBacklogPort,
    WebsiteProvisioningService,
    RevisionPruneSweeper,
    SiteHosting,
    DomainCheckSweeper,
    MediaWebsitesPort,
    ImageUsagePort,
  ],
})
export class SitesModule {}
