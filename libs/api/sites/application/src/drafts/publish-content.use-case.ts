import { Injectable } from '@nestjs/common';
import { checkClientMayPublish, NoWebsiteError, type SectionAtVersion } from '@fw/api-sites-domain';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { ContentSectionRepositoryPort } from '../ports/content-section.repository.port';
import { ContentPublisher, DraftActionResult } from './content-publisher';

/**
 * A client publishes (or discards) the drafts of their own website, each section at the version
 * they saw. With review on, publishing is refused (403 SITES.REVIEW_REQUIRED): the change goes
 * live only through an admin's approval.
 */
@Injectable()
export class PublishContentUseCase {
  constructor(
    private readonly uow: UnitOfWorkPort,
    private readonly sections: ContentSectionRepositoryPort,
    private readonly publisher: ContentPublisher,
  ) {}

  publish(userId: string, items: SectionAtVersion[]): Promise<DraftActionResult> {
    return this.uow.run(async () => {
      const owned = await this.sections.findOwnedContent(userId);
      if (!owned) throw new NoWebsiteError();
      checkClientMayPublish(owned, { kind: 'sections' });
      return this.publisher.publish(userId, owned, items);
    });
  }

  discard(userId: string, items: SectionAtVersion[]): Promise<DraftActionResult> {
    return this.uow.run(async () => {
      const owned = await this.sections.findOwnedContent(userId);
      if (!owned) throw new NoWebsiteError();
      return this.publisher.discard(owned, items);
    });
  }
}
