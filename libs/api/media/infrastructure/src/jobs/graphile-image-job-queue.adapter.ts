import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ImageJobQueuePort } from '@fw/api-media-application';

export const MAKE_VARIANTS_TASK = 'media.make-variants';
/** Tries before an image is marked failed (graphile-worker backs off exponentially between them). */
export const MAKE_VARIANTS_ATTEMPTS = 5;

export interface MakeVariantsPayload {
  imageId: string;
  revision: number;
}

/**
 * Queues through graphile-worker's SQL function on the request's own connection, so the job
 * commits or rolls back with the upload. The job key folds a second request for the same image
 * (a quick Replace) into the job still waiting.
 */
@Injectable()
export class GraphileImageJobQueueAdapter extends ImageJobQueuePort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async enqueueVariants(imageId: string, revision: number): Promise<void> {
    const payload: MakeVariantsPayload = { imageId, revision };
    await this.em.execute(`select graphile_worker.add_job(?, ?::json, max_attempts => ?, job_key => ?)`, [
      MAKE_VARIANTS_TASK,
      JSON.stringify(payload),
      MAKE_VARIANTS_ATTEMPTS,
      `media-variants:${imageId}`,
    ]);
  }
}
