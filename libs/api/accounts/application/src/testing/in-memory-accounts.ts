import { AuthToken, AuthTokenPurpose, effectiveRole, Profile, RefreshToken, Role, User, UserRole } from '@fw/api-accounts-domain';
import type { MailRequest } from '@fw/api-mail-application';
import { MailOutboxPort } from '@fw/api-mail-application';
import { AccessTokenIssuerPort, IssuedAccessToken } from '../ports/access-token-issuer.port';
import { AccountRepositoryPort, AccountView, NewAccount } from '../ports/account.repository.port';
import { AccountsSettings } from '../ports/accounts-settings';
import { AuthTokenRepositoryPort } from '../ports/auth-token.repository.port';
import { PasswordHasherPort } from '../ports/password-hasher.port';
import { OrderLinkOutcome, OrderMoveOutcome, PurchaseClaimPort } from '../ports/purchase-claim.port';
import { RefreshTokenRepositoryPort } from '../ports/refresh-token.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';

/** Tables of the fake database; the unit of work snapshots and restores them on failure. */
export class InMemoryAccountsDb {
  users = new Map<string, User>();
  profiles = new Map<string, Profile>();
  roles: UserRole[] = [];
  authTokens: AuthToken[] = [];
  refreshTokens: RefreshToken[] = [];
  mails: MailRequest[] = [];

  snapshot(): () => void {
    const copy = <T extends object>(o: T): T => Object.assign(Object.create(Object.getPrototypeOf(o)), o);
    const users = new Map([...this.users].map(([k, v]) => [k, copy(v)]));
    const profiles = new Map([...this.profiles].map(([k, v]) => [k, copy(v)]));
    const roles = this.roles.map(copy);
    const authTokens = this.authTokens.map(copy);
    const refreshTokens = this.refreshTokens.map(copy);
    const mails = [...this.mails];
    return () => {
      Object.assign(this, { users, profiles, roles, authTokens, refreshTokens, mails });
    };
  }
}

export class InMemoryUnitOfWork extends UnitOfWorkPort {
  constructor(private readonly db: InMemoryAccountsDb) {
    super();
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const restore = this.db.snapshot();
    try {
      return await work();
    } catch (error) {
      restore();
      throw error;
    }
  }
}

export class InMemoryAccountRepository extends AccountRepositoryPort {
  constructor(private readonly db: InMemoryAccountsDb) {
    super();
  }

  async findUserByEmail(email: string): Promise<User | null> {
    return [...this.db.users.values()].find((u) => u.email.toLowerCase() === email.toLowerCase()) ?? null;
  }

  async findUserById(id: string): Promise<User | null> {
    return this.db.users.get(id) ?? null;
  }

  async findView(id: string): Promise<AccountView | null> {
    const profile = this.db.profiles.get(id);
    if (!profile) return null;
    const role = effectiveRole(this.db.roles.filter((r) => r.userId === id).map((r) => r.role));
    return { id, email: profile.email, fullName: profile.fullName, role, createdAt: profile.createdAt };
  }

  async insert(account: NewAccount): Promise<boolean> {
    if (await this.findUserByEmail(account.email)) return false;
    const user = Object.assign(new User(), {
      id: account.id,
      email: account.email,
      passwordHash: account.passwordHash,
      emailConfirmedAt: account.emailConfirmedAt,
    });
    this.db.users.set(user.id, user);
    this.db.profiles.set(user.id, Object.assign(new Profile(), { id: account.id, email: account.email, fullName: account.fullName }));
    await this.setRole(account.id, account.role);
    return true;
  }

  async markEmailConfirmed(userId: string, at: Date): Promise<void> {
    this.db.users.get(userId)!.emailConfirmedAt = at;
  }

  async changePassword(userId: string, passwordHash: string, at: Date): Promise<void> {
    Object.assign(this.db.users.get(userId)!, { passwordHash, passwordChangedAt: at });
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    this.db.users.get(userId)!.passwordHash = passwordHash;
  }

  async setDisabled(userId: string, at: Date | null): Promise<void> {
    this.db.users.get(userId)!.disabledAt = at;
  }

  /** Ids of accounts merged into another one. */
  readonly mergedAway = new Set<string>();

  async isMergedAway(userId: string): Promise<boolean> {
    return this.mergedAway.has(userId);
  }

  async updateFullName(userId: string, fullName: string | null): Promise<void> {
    this.db.profiles.get(userId)!.fullName = fullName;
  }

  async changeEmail(userId: string, email: string): Promise<boolean> {
    if ([...this.db.users.values()].some((u) => u.email === email && u.id !== userId)) return false;
    this.db.users.get(userId)!.email = email;
    const profile = this.db.profiles.get(userId);
    if (profile) profile.email = email;
    return true;
  }

  async findBusinessName(userId: string): Promise<string | null> {
    return this.db.profiles.get(userId)?.businessName ?? null;
  }

  async updateBusinessName(userId: string, businessName: string | null): Promise<void> {
    this.db.profiles.get(userId)!.businessName = businessName;
  }

  async setRole(userId: string, role: Role): Promise<void> {
    this.db.roles = this.db.roles.filter((r) => r.userId !== userId);
    this.db.roles.push(Object.assign(new UserRole(), { id: `${userId}:${role}`, userId, role }));
  }

  async countAdminsForUpdate(): Promise<number> {
    return new Set(this.db.roles.filter((r) => r.role === 'admin' && !this.db.users.get(r.userId)?.disabledAt).map((r) => r.userId)).size;
  }
}

export class InMemoryAuthTokenRepository extends AuthTokenRepositoryPort {
  constructor(private readonly db: InMemoryAccountsDb) {
    super();
  }

  async insert(token: AuthToken): Promise<void> {
    this.db.authTokens.push(token);
  }

  async findLatest(userId: string, purpose: AuthTokenPurpose): Promise<AuthToken | null> {
    const mine = this.db.authTokens.filter((t) => t.userId === userId && t.purpose === purpose);
    return mine.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0] ?? null;
  }

  async consume(tokenHash: string, purpose: AuthTokenPurpose, now: Date): Promise<AuthToken | null> {
    const token = this.db.authTokens.find((t) => t.tokenHash === tokenHash && t.purpose === purpose && !t.usedAt && t.expiresAt > now);
    if (!token) return null;
    token.usedAt = now;
    const found = Object.assign(Object.create(Object.getPrototypeOf(token)), token) as AuthToken;
    return found;
  }

  async consumeAll(userId: string, purpose: AuthTokenPurpose, now: Date): Promise<void> {
    for (const t of this.db.authTokens) {
      if (t.userId === userId && t.purpose === purpose && !t.usedAt) Object.assign(t, { usedAt: now });
    }
  }
}

export class InMemoryRefreshTokenRepository extends RefreshTokenRepositoryPort {
  constructor(private readonly db: InMemoryAccountsDb) {
    super();
  }

  async insert(token: RefreshToken): Promise<void> {
    this.db.refreshTokens.push(token);
  }

  async findByHashForUpdate(tokenHash: string): Promise<RefreshToken | null> {
    return this.db.refreshTokens.find((t) => t.tokenHash === tokenHash) ?? null;
  }

  async markRotated(id: string, at: Date): Promise<void> {
    this.db.refreshTokens.find((t) => t.id === id)!.rotatedAt = at;
  }

  async revokeFamily(familyId: string, at: Date): Promise<void> {
    for (const t of this.db.refreshTokens) if (t.familyId === familyId && !t.revokedAt) t.revokedAt = at;
  }

  async revokeAllForUser(userId: string, at: Date): Promise<void> {
    for (const t of this.db.refreshTokens) if (t.userId === userId && !t.revokedAt) t.revokedAt = at;
  }

  async revokeAllForUserExcept(userId: string, keepFamilyId: string, at: Date): Promise<void> {
    for (const t of this.db.refreshTokens) if (t.userId === userId && t.familyId !== keepFamilyId && !t.revokedAt) t.revokedAt = at;
  }
}

export class FakeMailOutbox extends MailOutboxPort {
  constructor(private readonly db: InMemoryAccountsDb) {
    super();
  }

  async enqueue(request: MailRequest): Promise<{ id: string }> {
    this.db.mails.push(request);
    return { id: String(this.db.mails.length) };
  }
}

/** Not a real hash: `hashed:<password>`; fast and easy to assert on. */
export class FakePasswordHasher extends PasswordHasherPort {
  async hash(password: string): Promise<string> {
    return `hashed:${password}`;
  }

  async verify(hash: string, password: string): Promise<boolean> {
    return hash === `hashed:${password}`;
  }
}

export class FakeAccessTokenIssuer extends AccessTokenIssuerPort {
  issue(user: { id: string; email: string }, sessionId: string): IssuedAccessToken {
    return { token: `access:${user.id}:${sessionId}`, expiresIn: 900, expiresAt: Math.floor(Date.now() / 1000) + 900 };
  }
}

export class RecordingPurchaseClaim extends PurchaseClaimPort {
  claims: Array<{ sessionId: string; userId: string }> = [];
  /** Orders by id with their owner (null: unclaimed), for linkOrder. */
  orders = new Map<string, string | null>();
  failWith?: Error;

  async claim(sessionId: string, user: { id: string; email: string }): Promise<void> {
    if (this.failWith) throw this.failWith;
    this.claims.push({ sessionId, userId: user.id });
  }

  async linkOrder(orderId: string, userId: string): Promise<OrderLinkOutcome> {
    if (!this.orders.has(orderId)) return 'order_not_found';
    if (this.orders.get(orderId)) return 'already_linked';
    this.orders.set(orderId, userId);
    return 'linked';
  }

  async moveOrder(input: { orderId: string; toUserId: string }): Promise<OrderMoveOutcome> {
    if (!this.orders.has(input.orderId)) return 'order_not_found';
    const owner = this.orders.get(input.orderId);
    if (!owner) return 'not_linked';
    if (owner === input.toUserId) return 'same_client';
    this.orders.set(input.orderId, input.toUserId);
    return 'moved';
  }

  async accountsHeldByOrders(userIds: string[]): Promise<Set<string>> {
    const owners = new Set(this.orders.values());
    return new Set(userIds.filter((id) => owners.has(id)));
  }

  /** Paid checkouts by session id: the buyer key of the browser that started it, and the account. */
  paidCheckouts = new Map<string, { buyerKey: string; userId: string }>();

  corrections = new Map<string, { userId: string; email: string }>();

  async requestEmailCorrection(sessionId: string, buyerKey: string | null, correction: { email: string; linkHash: string }): Promise<boolean> {
    const paid = await this.paidBuyer(sessionId, buyerKey);
    if (paid) this.corrections.set(correction.linkHash, { userId: paid.userId, email: correction.email });
    return !!paid;
  }

  async confirmEmailCorrection(linkHash: string): Promise<{ userId: string; email: string } | null> {
    const found = this.corrections.get(linkHash) ?? null;
    this.corrections.delete(linkHash);
    return found;
  }

  async paidBuyer(sessionId: string, buyerKey: string | null): Promise<{ userId: string } | null> {
    const paid = this.paidCheckouts.get(sessionId);
    return paid && buyerKey && paid.buyerKey === buyerKey ? { userId: paid.userId } : null;
  }
}

export function testSettings(overrides: Partial<AccountsSettings> = {}): AccountsSettings {
  return {
    publicUrl: 'https://example.test',
    refreshTokenTtlSeconds: 30 * 24 * 3600,
    refreshReuseWindowSeconds: 10,
    emailMinIntervalSeconds: 60,
    inviteTtlSeconds: 72 * 3600,
    adminMfaGraceDays: 7,
    ...overrides,
  };
}
