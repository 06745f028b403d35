import { randomBytes, randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AccessTokenService } from '@fw/api-accounts-infrastructure';

/**
 * An access token of a live session, as a sign-in leaves one: a refresh-token family row for the
 * user and a token naming it (`sid`). The API refuses access tokens without a session, so tests
 * that seed users straight in SQL sign them in through this.
 */
export async function issueSessionToken(app: INestApplicationContext, user: { id: string; email: string }): Promise<string> {
  const familyId = randomUUID();
  const em = app.get(MikroORM).em.fork() as EntityManager;
  await em
    .getConnection()
    .execute(`insert into refresh_tokens (id, user_id, family_id, token_hash, expires_at) values (?, ?, ?, ?, now() + interval '30 days')`, [
      randomUUID(),
      user.id,
      familyId,
      randomBytes(32).toString('hex'),
    ]);
  return app.get(AccessTokenService).issue(user, familyId).token;
}
