import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { Client } from 'pg';
import { SitePageCachePort } from '@fw/api-sites-application';
import { SiteHostResolver } from './site-host-resolver';

/** The channel the database triggers notify with a website id (see the site-hosting migration). */
export const SITE_CHANGED_CHANNEL = 'site_changed';
const RECONNECT_DELAY_MS = 1000;

/**
 * Drops a website's cached pages and host entry on every replica when anything it shows changes:
 * PostgreSQL sends `site_changed` at each commit that wrote a website, a section or a post, on one
 * connection of its own per process. While that connection is down, changes could be missed, so
 * the whole cache is dropped on reconnecting.
 */
@Injectable()
export class SiteChangeListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SiteChangeListener.name);
  private client: Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly orm: MikroORM,
    private readonly cache: SitePageCachePort,
    private readonly hosts: SiteHostResolver,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.orm.config.getClientUrl(), application_name: 'floridaweb-site-changes' });
    client.on('notification', (message) => {
      if (message.channel !== SITE_CHANGED_CHANNEL || !message.payload) return;
      this.cache.invalidateSite(message.payload);
      this.hosts.forgetSite(message.payload);
    });
    client.on('error', (error) => this.reconnectLater(client, error));
    client.on('end', () => this.reconnectLater(client));
    try {
      await client.connect();
      await client.query(`listen ${SITE_CHANGED_CHANNEL}`);
      this.client = client;
      // Anything written while no connection listened is unknown: start over.
      this.cache.clear();
      this.hosts.forgetAll();
    } catch (error) {
      this.reconnectLater(client, error as Error);
    }
  }

  private reconnectLater(client: Client, error?: Error): void {
    if (this.stopped || this.retry) return;
    if (error) this.logger.warn(`site change notifications interrupted: ${error.message}`);
    this.cache.clear();
    this.hosts.forgetAll();
    if (this.client === client) this.client = null;
    client.end().catch(() => undefined);
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, RECONNECT_DELAY_MS);
    this.retry.unref();
  }
}
