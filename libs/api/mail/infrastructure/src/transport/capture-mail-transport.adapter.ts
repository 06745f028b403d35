import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { MailTransportPort, OutgoingMail } from '@fw/api-mail-application';
import { MailDeliveryError } from '@fw/api-mail-domain';
import { isStorageFull, storageHealth } from '@fw/api-shared-infrastructure';
import { mailConfig, MailConfig } from '../config/mail.config';

/**
 * Development default (no SMTP_URL): builds the real MIME message with nodemailer and keeps it as
 * `<DATA_DIR>/mail/<iso-timestamp>-<logId>.eml`, logging where, so it can be opened in any mail client.
 */
@Injectable()
export class CaptureMailTransportAdapter extends MailTransportPort {
  private readonly logger = new Logger('MailCapture');
  private readonly composer: Transporter;

  constructor(@Inject(mailConfig.KEY) private readonly config: MailConfig) {
    super();
    this.composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = (await this.composer.sendMail({
      messageId: mail.messageId,
      from: mail.from,
      to: mail.to,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      disableFileAccess: true,
      disableUrlAccess: true,
    })) as { message: Buffer };
    const safeId = mail.logId.replace(/[^a-zA-Z0-9-]/g, '');
    const file = path.join(this.config.captureDir, `${new Date().toISOString().replace(/:/g, '-')}-${safeId}.eml`);
    // Written whole to a hidden temporary file, then renamed: a full disk leaves no partial .eml.
    const temp = path.join(this.config.captureDir, `.${path.basename(file)}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await mkdir(this.config.captureDir, { recursive: true });
      await writeFile(temp, info.message, { mode: 0o600, flag: 'wx' });
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true }).catch(() => undefined);
      if (isStorageFull(error)) storageHealth.reportFull('mail capture');
      throw new MailDeliveryError(`Cannot write ${file}: ${(error as Error).message}`, false, { code: (error as NodeJS.ErrnoException).code });
    }
    this.logger.log(`e-mail "${mail.subject}" to ${mail.to} captured in ${file}`);
  }
}
