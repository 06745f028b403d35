import { EntitySchema } from '@mikro-orm/core';
import { AuthToken, ClientRow, Profile, RefreshToken, User, UserRole } from '@fw/api-accounts-domain';

export const UserSchema = new EntitySchema<User>({
  class: User,
  tableName: 'users',
  properties: {
    id: { type: 'uuid', primary: true },
    email: { type: 'string', columnType: 'citext' },
    passwordHash: { type: 'text', fieldName: 'password_hash', lazy: true },
    emailConfirmedAt: { type: 'Date', nullable: true, fieldName: 'email_confirmed_at' },
    disabledAt: { type: 'Date', nullable: true, fieldName: 'disabled_at' },
    passwordChangedAt: { type: 'Date', nullable: true, fieldName: 'password_changed_at' },
    createdAt: { type: 'Date', fieldName: 'created_at', onCreate: () => new Date() },
    updatedAt: { type: 'Date', fieldName: 'updated_at', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});

export const ProfileSchema = new EntitySchema<Profile>({
  class: Profile,
  tableName: 'profiles',
  properties: {
    id: { type: 'uuid', primary: true },
    fullName: { type: 'string', nullable: true, fieldName: 'full_name' },
    businessName: { type: 'string', length: 200, nullable: true, fieldName: 'business_name' },
    email: { type: 'string', columnType: 'citext' },
    createdAt: { type: 'Date', fieldName: 'created_at', onCreate: () => new Date() },
    updatedAt: { type: 'Date', fieldName: 'updated_at', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});

export const UserRoleSchema = new EntitySchema<UserRole>({
  class: UserRole,
  tableName: 'user_roles',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid', fieldName: 'user_id' },
    role: { type: 'string' },
    createdAt: { type: 'Date', fieldName: 'created_at', onCreate: () => new Date() },
  },
});

export const AuthTokenSchema = new EntitySchema<AuthToken>({
  class: AuthToken,
  tableName: 'auth_tokens',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid', fieldName: 'user_id' },
    purpose: { type: 'string' },
    tokenHash: { type: 'string', columnType: 'char(64)', fieldName: 'token_hash' },
    expiresAt: { type: 'Date', fieldName: 'expires_at' },
    usedAt: { type: 'Date', nullable: true, fieldName: 'used_at' },
    checkoutSessionId: { type: 'string', nullable: true, fieldName: 'checkout_session_id' },
    createdAt: { type: 'Date', fieldName: 'created_at', onCreate: () => new Date() },
  },
});

export const RefreshTokenSchema = new EntitySchema<RefreshToken>({
  class: RefreshToken,
  tableName: 'refresh_tokens',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid', fieldName: 'user_id' },
    familyId: { type: 'uuid', fieldName: 'family_id' },
    tokenHash: { type: 'string', columnType: 'char(64)', fieldName: 'token_hash' },
    expiresAt: { type: 'Date', fieldName: 'expires_at' },
    rotatedAt: { type: 'Date', nullable: true, fieldName: 'rotated_at' },
    revokedAt: { type: 'Date', nullable: true, fieldName: 'revoked_at' },
    createdAt: { type: 'Date', fieldName: 'created_at', onCreate: () => new Date() },
  },
});

/** Admin clients list: every profile with its effective role (admin wins), as a virtual entity. */
export const ClientRowSchema = new EntitySchema<ClientRow>({
  class: ClientRow,
  expression: `select p.id, p.email, p.full_name, p.created_at,
      case when exists (select 1 from user_roles r where r.user_id = p.id and r.role = 'admin') then 'admin' else 'editor' end as role,
      (exists (select 1 from users u where u.id = p.id and u.email_confirmed_at is null and u.disabled_at is null)
        and exists (select 1 from auth_tokens t where t.user_id = p.id and t.purpose = 'invite')) as invitation_pending,
      acct.email_confirmed_at, acct.disabled_at,
      (select max(s.started) from (select min(t.created_at) as started from refresh_tokens t where t.user_id = p.id group by t.family_id) s) as last_sign_in_at
    from profiles p left join users acct on acct.id = p.id`,
  properties: {
    id: { type: 'uuid' },
    email: { type: 'string' },
    fullName: { type: 'string', nullable: true, fieldName: 'full_name' },
    role: { type: 'string' },
    createdAt: { type: 'Date', fieldName: 'created_at' },
    invitationPending: { type: 'boolean', fieldName: 'invitation_pending' },
    emailConfirmedAt: { type: 'Date', nullable: true, fieldName: 'email_confirmed_at' },
    disabledAt: { type: 'Date', nullable: true, fieldName: 'disabled_at' },
    lastSignInAt: { type: 'Date', nullable: true, fieldName: 'last_sign_in_at' },
  },
});

export const accountsEntitySchemas = [UserSchema, ProfileSchema, UserRoleSchema, AuthTokenSchema, RefreshTokenSchema, ClientRowSchema] as EntitySchema[];
