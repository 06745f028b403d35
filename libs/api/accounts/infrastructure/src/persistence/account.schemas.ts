import { EntitySchema } from '@mikro-orm/core';
import { Profile, User, UserRole } from '@fw/api-accounts-domain';

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

export const accountsEntitySchemas = [UserSchema, ProfileSchema, UserRoleSchema] as EntitySchema[];
