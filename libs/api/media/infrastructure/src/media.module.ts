import { DynamicModule, Module, Type } from '@nestjs/common';
import {
  ImageInspectorPort,
  ImageJobQueuePort,
  ImageProcessorPort,
  MakeVariantsUseCase,
  MediaImageRepositoryPort,
  MediaLibraryService,
  MediaQuotaPort,
  MediaSettings,
  UnitOfWorkPort,
} from '@fw/api-media-application';
import { IdentityModule, MikroOrmUnitOfWorkAdapter } from '@fw/api-shared-infrastructure';
import { mediaConfig, MediaConfig } from './config/media.config';
import { MikroOrmMediaImageRepository } from './persistence/mikro-orm-media-image.repository';
import { SqlMediaQuotaAdapter } from './persistence/sql-media-quota.adapter';
import { SharpImageInspectorAdapter } from './images/sharp-image-inspector.adapter';
import { SharpImageProcessorAdapter } from './images/sharp-image-processor.adapter';
import { GraphileImageJobQueueAdapter } from './jobs/graphile-image-job-queue.adapter';
import { MediaJobsWorker } from './jobs/media-jobs.worker';
import { ImagesController } from './http/images.controller';
import { MediaServing } from './http/media-serving';

export interface MediaModuleOptions {
  /** The module that provides MediaWebsitesPort and ImageUsagePort (the websites context). */
  websitesFrom: Type<unknown> | DynamicModule;
}

/** Each website's image library: uploads, variants on the job queue, and their public serving. */
@Module({})
export class MediaModule {
  static register({ websitesFrom }: MediaModuleOptions): DynamicModule {
    return {
      module: MediaModule,
      imports: [IdentityModule, websitesFrom],
      controllers: [ImagesController],
      providers: [
        { provide: UnitOfWorkPort, useClass: MikroOrmUnitOfWorkAdapter },
        { provide: MediaImageRepositoryPort, useClass: MikroOrmMediaImageRepository },
        { provide: MediaQuotaPort, useClass: SqlMediaQuotaAdapter },
        { provide: MediaSettings, useFactory: (config: MediaConfig): MediaSettings => ({ quotaBytes: config.quotaBytes }), inject: [mediaConfig.KEY] },
        { provide: ImageInspectorPort, useClass: SharpImageInspectorAdapter },
        { provide: ImageProcessorPort, useClass: SharpImageProcessorAdapter },
        { provide: ImageJobQueuePort, useClass: GraphileImageJobQueueAdapter },
        MediaLibraryService,
        MakeVariantsUseCase,
        MediaJobsWorker,
        MediaServing,
      ],
      exports: [MediaJobsWorker, MediaServing, MediaImageRepositoryPort],
    };
  }
}
