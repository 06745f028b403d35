import { Injectable } from '@nestjs/common';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { OneTimePasswordPort } from '@fw/api-accounts-application';

const ISSUER = 'Florida Web Design';

/** RFC 6238 with otplib: 30-second steps, 6 digits, SHA-1 (what every authenticator app reads). */
@Injectable()
export class OtplibOneTimePasswordAdapter extends OneTimePasswordPort {
  newSecret(): string {
    return generateSecret();
  }

  keyUri(accountName: string, secret: string): string {
    return generateURI({ issuer: ISSUER, label: accountName, secret });
  }

  async verify(secret: string, code: string, afterStep: number | null): Promise<number | null> {
    const token = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(token)) return null;
    // Only the current window (no tolerance either side) and only later than the last step used.
    try {
      const result = await verify({ secret, token, epochTolerance: 0, ...(afterStep === null ? {} : { afterTimeStep: afterStep }) });
      return result.valid && 'timeStep' in result ? result.timeStep : null;
    } catch {
      // otplib throws when the last step used lies ahead of this clock (replicas a step apart): not a valid code now.
      return null;
    }
  }

  qrCodeDataUrl(uri: string): Promise<string> {
    return QRCode.toString(uri, { type: 'svg', margin: 1 }).then((svg) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`);
  }
}
