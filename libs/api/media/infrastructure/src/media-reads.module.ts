import { Module } from '@nestjs/common';
import { MediaImageRepositoryPort, ReadyImagesService, WebsiteMediaFilesService } from '@fw/api-media-application';
import { MikroOrmMediaImageRepository } from './persistence/mikro-orm-media-image.repository';

/** What the websites context needs of the media library: the ready images pages show, and removing a deleted website's files. */
@Module({
  providers: [{ provide: MediaImageRepositoryPort, useClass: MikroOrmMediaImageRepository }, ReadyImagesService, WebsiteMediaFilesService],
  exports: [ReadyImagesService, WebsiteMediaFilesService],
})
export class MediaReadsModule {}
