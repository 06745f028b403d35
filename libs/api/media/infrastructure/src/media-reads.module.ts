import { Module } from '@nestjs/common';
import { MediaImageRepositoryPort, ReadyImagesService } from '@fw/api-media-application';
import { MikroOrmMediaImageRepository } from './persistence/mikro-orm-media-image.repository';

/** What pages read from the media library (ready images), for the websites context to import. */
@Module({
  providers: [{ provide: MediaImageRepositoryPort, useClass: MikroOrmMediaImageRepository }, ReadyImagesService],
  exports: [ReadyImagesService],
})
export class MediaReadsModule {}
