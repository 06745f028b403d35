import { registerAs } from '@nestjs/config';
import { z } from 'zod';
import { booleanFromEnv, ConfigurationError, intFromEnv, loadAppConfig, parseEnv } from '@fw/api-shared-infrastructure';

export interface MailConfig {
  /** smtp:// or smtps:// URL; empty means "capture to files" (local development). */
  smtpUrl: string | null;
  /** From header, e.g. `Florida Web Design <no-reply@example.com>`. */
  from: string;
  /** The bare address of `from` (stored as sender_email). */
  fromAddress: string;
  /** Inbox for notifications (`to: 'business'`). */
  businessEmail: string;
  /** Reply-To of the e-mails that invite a reply (the From address is a no-reply one). */
  replyTo: string;
  brandName: string;
  publicUrl: string;
  /** Folder for captured .eml files. */
  captureDir: string;
  /** Days an e-mail's text is kept once its delivery ended (sent or failed); the row itself stays. */
  bodyRetentionDays: number;
  /** How often the retention sweep runs on this process (0: never). */
  bodyRetentionSweepSeconds: number;
  worker: {
    enabled: boolean;
    pollMs: number;
    batchSize: number;
    concurrency: number;
    leaseMs: number;
    maxAttempts: number;
    retryBaseMs: number;
    retryMaxMs: number;
  };
  smtp: {
    poolConnections: number;
    connectionTimeoutMs: number;
    socketTimeoutMs: number;
  };
}

const email = z.email('must be an e-mail address');

/** `Name <a@b.c>` or `a@b.c` → a@b.c (undefined when it is neither). */
export function addressOf(value: string): string | undefined {
  const match = /^\s*(?:"?([^"<>\r\n]*)"?\s*)?<([^<>\s]+)>\s*$/.exec(value);
  const address = match ? match[2] : value.trim();
  return email.safeParse(address).success ? address : undefined;
}

export function loadMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const app = loadAppConfig(env);
  const raw = parseEnv(
    {
      SMTP_URL: z
        .string()
        .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
        .optional(),
      MAIL_FROM: z.string().max(254).optional().default('Florida Web Design <no-reply@floridawebdesign.example>'),
      BUSINESS_EMAIL: email.optional().default('hello@floridawebdesign.example'),
      MAIL_REPLY_TO: email.optional(),
      MAIL_BRAND_NAME: z.string().min(1).max(100).optional().default('Florida Web Design'),
      MAIL_WORKER_ENABLED: booleanFromEnv(true),
      MAIL_WORKER_POLL_MS: intFromEnv(1000, 10, 600_000),
      MAIL_WORKER_BATCH_SIZE: intFromEnv(4, 1, 500),
      MAIL_WORKER_CONCURRENCY: intFromEnv(4, 1, 50),
      MAIL_LEASE_MS: intFromEnv(120_000, 1000, 3_600_000),
      MAIL_MAX_ATTEMPTS: intFromEnv(12, 1, 100),
      MAIL_RETRY_BASE_MS: intFromEnv(5000, 1, 3_600_000),
      MAIL_RETRY_MAX_MS: intFromEnv(3_600_000, 1, 86_400_000),
      MAIL_BODY_RETENTION_DAYS: intFromEnv(30, 1, 3650),
      MAIL_BODY_RETENTION_SWEEP_SECONDS: intFromEnv(3600, 0, 86_400),
      SMTP_POOL_CONNECTIONS: intFromEnv(3, 1, 50),
      SMTP_CONNECTION_TIMEOUT_MS: intFromEnv(10_000, 100, 300_000),
      SMTP_SOCKET_TIMEOUT_MS: intFromEnv(30_000, 100, 600_000),
    },
    env,
  );
  const fromAddress = addressOf(raw.MAIL_FROM);
  if (!fromAddress || /[\r\n]/.test(raw.MAIL_FROM)) throw new ConfigurationError(['MAIL_FROM: must be an address or "Name <address>"']);
  const problems: string[] = [];
  const socketBudget = raw.SMTP_CONNECTION_TIMEOUT_MS + raw.SMTP_SOCKET_TIMEOUT_MS * 2;
  if (raw.MAIL_LEASE_MS <= socketBudget) {
    problems.push(
      `MAIL_LEASE_MS: must be longer than SMTP_CONNECTION_TIMEOUT_MS + 2 × SMTP_SOCKET_TIMEOUT_MS (${socketBudget}) so a slow send never overlaps a second worker`,
    );
  }
  if (problems.length) throw new ConfigurationError(problems);
  return {
    smtpUrl: raw.SMTP_URL ?? null,
    from: raw.MAIL_FROM.trim(),
    fromAddress,
    businessEmail: raw.BUSINESS_EMAIL,
    replyTo: raw.MAIL_REPLY_TO ?? raw.BUSINESS_EMAIL,
    brandName: raw.MAIL_BRAND_NAME,
    publicUrl: app.publicUrl,
    captureDir: `${app.dataDir}/mail`,
    bodyRetentionDays: raw.MAIL_BODY_RETENTION_DAYS,
    bodyRetentionSweepSeconds: raw.MAIL_BODY_RETENTION_SWEEP_SECONDS,
    worker: {
      enabled: raw.MAIL_WORKER_ENABLED,
      pollMs: raw.MAIL_WORKER_POLL_MS,
      batchSize: raw.MAIL_WORKER_BATCH_SIZE,
      concurrency: raw.MAIL_WORKER_CONCURRENCY,
      leaseMs: raw.MAIL_LEASE_MS,
      maxAttempts: raw.MAIL_MAX_ATTEMPTS,
      retryBaseMs: raw.MAIL_RETRY_BASE_MS,
      retryMaxMs: raw.MAIL_RETRY_MAX_MS,
    },
    smtp: {
      poolConnections: raw.SMTP_POOL_CONNECTIONS,
      connectionTimeoutMs: raw.SMTP_CONNECTION_TIMEOUT_MS,
      socketTimeoutMs: raw.SMTP_SOCKET_TIMEOUT_MS,
    },
  };
}

export const mailConfig = registerAs('mail', () => loadMailConfig());
export type MailConfigType = MailConfig;
