import { Migration } from '@mikro-orm/migrations';

/**
 * The whole first schema. ON DELETE rules: a user's own rows (profile, roles, tokens, activity)
 * go with the user; websites and submissions outlive their owner (owner set null) so an admin can
 * reassign them; content and posts go with their website; e-mail logs and orders are records and
 * only lose their link.
 */
export class Migration20261121000000InitialSchema extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists citext;`);
    this.addSql(`
      create table users (
        id uuid primary key,
        email citext not null unique,
        password_hash text not null,
        email_confirmed_at timestamptz null,
        disabled_at timestamptz null,
        password_changed_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table profiles (
        id uuid primary key references users(id) on delete cascade,
        full_name varchar(200) null,
        email citext not null unique,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index profiles_created_at_idx on profiles (created_at desc);`);
    this.addSql(`create index profiles_full_name_idx on profiles (full_name);`);
    this.addSql(`
      create table user_roles (
        id uuid primary key,
        user_id uuid not null references profiles(id) on delete cascade,
        role varchar(20) not null check (role in ('admin', 'editor')),
        created_at timestamptz not null default now(),
        constraint user_roles_user_id_role_unique unique (user_id, role)
      );`);
    this.addSql(`
      create table auth_tokens (
        id uuid primary key,
        user_id uuid not null references users(id) on delete cascade,
        purpose varchar(20) not null check (purpose in ('confirm_email', 'reset_password')),
        token_hash char(64) not null unique,
        expires_at timestamptz not null,
        used_at timestamptz null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index auth_tokens_user_purpose_idx on auth_tokens (user_id, purpose, created_at desc);`);
    this.addSql(`
      create table refresh_tokens (
        id uuid primary key,
        user_id uuid not null references users(id) on delete cascade,
        family_id uuid not null,
        token_hash char(64) not null unique,
        expires_at timestamptz not null,
        rotated_at timestamptz null,
        revoked_at timestamptz null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index refresh_tokens_family_idx on refresh_tokens (family_id);`);
    this.addSql(`create index refresh_tokens_user_idx on refresh_tokens (user_id);`);
    this.addSql(`
      create table websites (
        id uuid primary key,
        name varchar(200) not null,
        domain citext null unique,
        template varchar(100) null,
        owner_id uuid null references profiles(id) on delete set null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index websites_owner_id_idx on websites (owner_id);`);
    this.addSql(`create index websites_created_at_idx on websites (created_at desc);`);
    this.addSql(`create index websites_updated_at_idx on websites (updated_at desc);`);
    this.addSql(`create index websites_name_idx on websites (name);`);
    this.addSql(`
      create table website_content (
        id uuid primary key,
        website_id uuid not null references websites(id) on delete cascade,
        section_key varchar(100) not null,
        content_type varchar(30) not null default 'text',
        content_value text not null default '',
        is_locked boolean not null default false,
        version integer not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint website_content_website_section_unique unique (website_id, section_key)
      );`);
    this.addSql(`
      create table blog_posts (
        id uuid primary key,
        website_id uuid not null references websites(id) on delete cascade,
        title varchar(200) not null,
        content text not null default '',
        published boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index blog_posts_website_created_idx on blog_posts (website_id, created_at desc);`);
    this.addSql(`create index blog_posts_website_published_idx on blog_posts (website_id, created_at desc) where published;`);
    this.addSql(`
      create table activity_logs (
        id uuid primary key,
        user_id uuid not null references profiles(id) on delete cascade,
        website_id uuid null references websites(id) on delete set null,
        action varchar(300) not null,
        details jsonb not null default '{}'::jsonb,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index activity_logs_user_created_idx on activity_logs (user_id, created_at desc);`);
    this.addSql(`create index activity_logs_website_idx on activity_logs (website_id);`);
    this.addSql(`
      create table questionnaire_submissions (
        id uuid primary key,
        client_id uuid null references profiles(id) on delete set null,
        resume_token_hash char(64) not null,
        version integer not null default 1,
        current_step integer not null default 1 check (current_step between 1 and 7),
        status varchar(20) not null default 'draft' check (status in ('draft', 'completed')),
        completed_at timestamptz null,
        business_name varchar(200) null,
        business_email varchar(254) null,
        business_phone varchar(50) null,
        industry varchar(200) null,
        existing_website_url varchar(500) null,
        main_goal text null,
        target_audience text null,
        desired_action text null,
        brand_colors varchar(500) null,
        style_preferences text null,
        liked_websites jsonb not null default '[]'::jsonb,
        disliked_websites jsonb not null default '[]'::jsonb,
        main_pages jsonb not null default '["Home","About","Services","Contact"]'::jsonb,
        has_existing_content boolean not null default false,
        content_notes text null,
        uploaded_files jsonb not null default '[]'::jsonb,
        needs_ecommerce boolean not null default false,
        needs_booking boolean not null default false,
        needs_blog boolean not null default false,
        needs_online_ordering boolean not null default false,
        integrations jsonb not null default '[]'::jsonb,
        feature_notes text null,
        ideal_launch_date date null,
        budget_range varchar(20) null check (budget_range in ('under-2000', '2000-5000', '5000-10000', 'over-10000')),
        wants_hosting boolean not null default false,
        hosting_notes text null,
        additional_notes text null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index questionnaire_submissions_created_at_idx on questionnaire_submissions (created_at desc);`);
    this.addSql(`create index questionnaire_submissions_client_idx on questionnaire_submissions (client_id);`);
    this.addSql(`create index questionnaire_submissions_status_created_idx on questionnaire_submissions (status, created_at desc);`);
    this.addSql(`
      create table email_logs (
        id uuid primary key,
        template varchar(50) not null,
        subject varchar(300) not null,
        status varchar(20) not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed')),
        recipient_email varchar(254) not null,
        sender_email varchar(254) null,
        reply_to varchar(254) null,
        body text not null,
        text_body text not null default '',
        metadata jsonb not null default '{}'::jsonb,
        submission_id uuid null references questionnaire_submissions(id) on delete set null,
        attempts integer not null default 0,
        next_attempt_at timestamptz not null default now(),
        locked_until timestamptz null,
        message_id varchar(300) not null,
        sent_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index email_logs_created_at_idx on email_logs (created_at desc);`);
    this.addSql(`create index email_logs_due_idx on email_logs (next_attempt_at) where status in ('queued', 'sending');`);
    this.addSql(`create index email_logs_submission_idx on email_logs (submission_id);`);
    this.addSql(`create index email_logs_status_idx on email_logs (status, created_at desc);`);
    this.addSql(`
      create table orders (
        id uuid primary key,
        kind varchar(20) not null check (kind in ('package', 'hosting')),
        provider varchar(20) not null,
        checkout_session_id varchar(255) not null unique,
        status varchar(20) not null default 'pending' check (status in ('pending', 'paid', 'canceled', 'expired')),
        items jsonb not null,
        amount_total integer not null check (amount_total >= 0),
        currency varchar(3) not null default 'usd',
        buyer_email citext null,
        user_id uuid null references profiles(id) on delete set null,
        customer_id varchar(255) null,
        subscription_id varchar(255) null unique,
        subscription_status varchar(30) null,
        subscription_state_at timestamptz null,
        paid_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index orders_created_at_idx on orders (created_at desc);`);
    this.addSql(`create index orders_user_idx on orders (user_id);`);
    this.addSql(`create index orders_status_idx on orders (status, created_at desc);`);
    this.addSql(`
      create table webhook_events (
        id varchar(255) primary key,
        type varchar(100) not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table rate_limit_hits (
        key varchar(300) not null,
        window_start timestamptz not null,
        hits integer not null default 0,
        primary key (key, window_start)
      );`);
    this.addSql(`create index rate_limit_hits_window_idx on rate_limit_hits (window_start);`);
  }
}
