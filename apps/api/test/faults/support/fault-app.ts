import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { runMigrations } from '@fw/api-shared-infrastructure';
import { AccessTokenService } from '@fw/api-accounts-infrastructure';
import { createApp } from '../../../src/app/create-app';

export interface FaultApp {
  app: NestFastifyApplication;
  orm: MikroORM;
  http: () => ReturnType<typeof request>;
  em: () => EntityManager;
  /** Bearer header of `faultUser`'s session (created by `seedUser`). */
  bearer(userId: string, email: string): string;
  close(): Promise<void>;
}

/** Boots the whole app on a given database (migrated here), with env overrides during the boot. */
export async function bootFaultApp(databaseUrl: string, env: Record<string, string>): Promise<FaultApp> {
  const saved: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(env)) {
    saved[key] = process.env[key];
    process.env[key] = value;
  }
  try {
    const app = await createApp({ databaseUrl });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    const orm = app.get(MikroORM);
    await runMigrations(orm);
    const tokens = app.get(AccessTokenService);
    return {
      app,
      orm,
      http: () => request(app.getHttpServer()),
      em: () => orm.em.fork() as EntityManager,
      bearer: (id, email) => `Bearer ${tokens.issue({ id, email }, faultUser.sessionId).token}`,
      close: () => app.close(),
    };
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

export const faultUser = {
  id: '0f000000-0000-4000-8000-000000000001',
  email: 'fault-editor@example.test',
  websiteId: '0f000000-0000-4000-8000-000000000101',
  domain: 'fault-site.example',
  /** The refresh-token family its access tokens name (the API refuses a token without a session). */
  sessionId: '0f000000-0000-4000-8000-000000000201',
};

/** One confirmed editor who owns one website with one section (plain SQL: no context internals). */
export async function seedUser(em: EntityManager): Promise<void> {
  const c = em.getConnection();
  await c.execute(`insert into users (id, email, password_hash, email_confirmed_at) values (?, ?, 'x', now()) on conflict do nothing`, [
    faultUser.id,
    faultUser.email,
  ]);
  await c.execute(`insert into profiles (id, full_name, email) values (?, 'Fault Editor', ?) on conflict do nothing`, [faultUser.id, faultUser.email]);
  await c.execute(`insert into user_roles (id, user_id, role) values (gen_random_uuid(), ?, 'editor') on conflict do nothing`, [faultUser.id]);
  await c.execute(
    `insert into refresh_tokens (id, user_id, family_id, token_hash, expires_at)
     select gen_random_uuid(), ?, ?, md5(random()::text) || md5(random()::text), now() + interval '30 days'
      where not exists (select 1 from refresh_tokens where family_id = ?)`,
    [faultUser.id, faultUser.sessionId, faultUser.sessionId],
  );
  await c.execute(`insert into websites (id, name, domain, template, owner_id) values (?, 'Fault Site', ?, 'Restaurant', ?) on conflict do nothing`, [
    faultUser.websiteId,
    faultUser.domain,
    faultUser.id,
  ]);
  await c.execute(
    `insert into website_content (id, website_id, section_key, content_type, content_value) values (gen_random_uuid(), ?, 'hero_title', 'text', 'Hello') on conflict do nothing`,
    [faultUser.websiteId],
  );
}

/** Polls until `check` resolves true or the time is up; returns the milliseconds it took. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, intervalMs = 100): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      if (await check()) return Date.now() - started;
    } catch {
      // keep polling
    }
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/**
 * Keeps `concurrency` requests in flight until stopped and tallies the status codes, so faults
 * happen under load. Socket errors (the server dropping a request) are counted as status 0.
 */
export function backgroundLoad(fire: () => Promise<number>, concurrency: number) {
  const statuses = new Map<number, number>();
  let running = true;
  const loops = Array.from({ length: concurrency }, async () => {
    while (running) {
      let status = 0;
      try {
        status = await fire();
      } catch {
        status = 0;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 5));
    }
  });
  return {
    statuses,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return statuses;
    },
  };
}
