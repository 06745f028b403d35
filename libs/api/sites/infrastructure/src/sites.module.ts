import { Module } from '@nestjs/common';
import {
  ActivityLogRepositoryPort,
  AdminSectionsService,
  AdminWebsitesService,
  WebsiteProvisioningService,
  BlogPostRepositoryPort,
  BlogService,
  ContentSectionRepositoryPort,
  MyWebsiteService,
  OwnerDirectoryPort,
  PublicSiteService,
  SaveContentUseCase,
  SiteReadsPort,
  UnitOfWorkPort,
  WebsiteRepositoryPort,
} from '@fw/api-sites-application';
import { ClockPort } from '@fw/api-shared-application';
import { MikroOrmUnitOfWorkAdapter, SqlReader, IdentityModule, SystemClockAdapter } from '@fw/api-shared-infrastructure';
import { MikroOrmWebsiteRepository } from './persistence/mikro-orm-website.repository';
import { MikroOrmContentSectionRepository } from './persistence/mikro-orm-content-section.repository';
import { MikroOrmBlogPostRepository } from './persistence/mikro-orm-blog-post.repository';
import { MikroOrmActivityLogRepository } from './persistence/mikro-orm-activity-log.repository';
import { ProfileOwnerDirectoryAdapter } from './persistence/profile-owner-directory.adapter';
import { SitesAdminQueries } from './queries/sites-admin.queries';
import { SqlSiteReadsAdapter } from './queries/sql-site-reads.adapter';
import { MyWebsiteController } from './http/my-website.controller';
import { MyPostsController } from './http/my-posts.controller';
import { AdminWebsitesController } from './http/admin-websites.controller';
import { AdminSectionsController } from './http/admin-sections.controller';
import { PublicSitesController } from './http/public-sites.controller';

/** Client websites, content sections, blog, activity, admin CRUD and public delivery. */
@Module({
  imports: [IdentityModule],
  controllers: [MyWebsiteController, MyPostsController, AdminWebsitesController, AdminSectionsController, PublicSitesController],
  providers: [
    { provide: UnitOfWorkPort, useClass: MikroOrmUnitOfWorkAdapter },
    { provide: WebsiteRepositoryPort, useClass: MikroOrmWebsiteRepository },
    { provide: ContentSectionRepositoryPort, useClass: MikroOrmContentSectionRepository },
    { provide: BlogPostRepositoryPort, useClass: MikroOrmBlogPostRepository },
    { provide: ActivityLogRepositoryPort, useClass: MikroOrmActivityLogRepository },
    { provide: OwnerDirectoryPort, useClass: ProfileOwnerDirectoryAdapter },
    { provide: SiteReadsPort, useClass: SqlSiteReadsAdapter },
    { provide: ClockPort, useClass: SystemClockAdapter },
    SqlReader,
    SaveContentUseCase,
    MyWebsiteService,
    BlogService,
    AdminWebsitesService,
    AdminSectionsService,
    PublicSiteService,
    SitesAdminQueries,
    WebsiteProvisioningService,
  ],
  exports: [WebsiteProvisioningService],
})
export class SitesModule {}
