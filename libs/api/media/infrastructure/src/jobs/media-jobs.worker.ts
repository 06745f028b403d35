import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { run, type Runner, type Task } from 'graphile-worker';
import { MakeVariantsUseCase } from '@fw/api-media-application';
import { quietJobQueueLogger, runWithLazyEntityManager } from '@fw/api-shared-infrastructure';
import { mediaConfig, MediaConfig } from '../config/media.config';
import { MAKE_VARIANTS_ATTEMPTS, MAKE_VARIANTS_TASK, MakeVariantsPayload } from './graphile-image-job-queue.adapter';

/**
 * Runs the media jobs of this process on graphile-worker: at most MEDIA_WORKER_CONCURRENCY at
 * once, each job taken by one worker only (row locks with SKIP LOCKED, however many replicas
 * run), retried with backoff, and the image marked failed after the last try.
 */
@Injectable()
export class MediaJobsWorker implements OnModuleDestroy {
  private readonly logger = new Logger(MediaJobsWorker.name);
  private runner: Runner | null = null;

  constructor(
    private readonly orm: MikroORM,
    private readonly makeVariants: MakeVariantsUseCase,
    @Inject(mediaConfig.KEY) private readonly config: MediaConfig,
  ) {}

  get enabled(): boolean {
    return this.config.workerConcurrency > 0;
  }

  async start(options: { pollIntervalMs?: number } = {}): Promise<void> {
    if (this.runner || !this.enabled) return;
    this.runner = await run({
      connectionString: this.orm.config.getClientUrl(),
      concurrency: this.config.workerConcurrency,
      maxPoolSize: this.config.workerConcurrency + 1,
      pollInterval: options.pollIntervalMs ?? 2000,
      noHandleSignals: true,
      logger: quietJobQueueLogger,
      taskList: { [MAKE_VARIANTS_TASK]: this.makeVariantsTask },
    });
  }

  async stop(): Promise<void> {
    const runner = this.runner;
    this.runner = null;
    await runner?.stop();
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  private readonly makeVariantsTask: Task = async (payload, helpers) => {
    const { imageId, revision } = payload as MakeVariantsPayload;
    await runWithLazyEntityManager(this.orm.em, () => this.run(imageId, revision, helpers.job.attempts));
  };

  private async run(imageId: string, revision: number, attempt: number): Promise<void> {
    try {
      await this.makeVariants.execute(imageId, revision);
    } catch (error) {
      this.logger.warn(`variants of image ${imageId} failed (try ${attempt} of ${MAKE_VARIANTS_ATTEMPTS}): ${(error as Error).message}`);
      if (attempt >= MAKE_VARIANTS_ATTEMPTS) await this.makeVariants.fail(imageId, revision);
      throw error;
    }
  }
}
