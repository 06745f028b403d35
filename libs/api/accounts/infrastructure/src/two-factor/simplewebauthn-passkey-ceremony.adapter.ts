import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { InvalidSecondFactorError, Passkey } from '@fw/api-accounts-domain';
import { PasskeyCeremonyPort, PasskeyOwner, VerifiedRegistration } from '@fw/api-accounts-application';
import { accountsConfig } from '../config/auth.config';
import type { AuthConfig } from '../config/auth.config';

const RP_NAME = 'Florida Web Design';

/**
 * WebAuthn with @simplewebauthn/server. The relying party is the public URL (PUBLIC_URL): its host
 * is the RP ID and its origin the only accepted origin (a loopback address counts as localhost). User verification is required, so a
 * passkey alone is two factors (the device and its PIN or biometrics).
 */
@Injectable()
export class SimpleWebAuthnPasskeyCeremonyAdapter extends PasskeyCeremonyPort {
  private readonly logger = new Logger('Accounts');
  private readonly origin: string;
  private readonly rpID: string;

  constructor(@Inject(accountsConfig.KEY) config: AuthConfig) {
    super();
    const url = new URL(config.publicUrl);
    // WebAuthn takes domain names only, never IP addresses: a loopback PUBLIC_URL (development,
    // the browser journeys) is served to passkeys as localhost on the same port.
    if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') url.hostname = 'localhost';
    this.origin = url.origin;
    this.rpID = url.hostname;
  }

  async registrationOptions(owner: PasskeyOwner, existing: Passkey[]) {
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: this.rpID,
      userName: owner.email,
      userDisplayName: owner.displayName,
      userID: new TextEncoder().encode(owner.id),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransport[] })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    return { options, challenge: options.challenge };
  }

  async verifyRegistration(response: unknown, expectedChallenge: string): Promise<VerifiedRegistration> {
    try {
      const result = await verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpID,
        requireUserVerification: true,
      });
      if (!result.verified) throw new InvalidSecondFactorError();
      const { credential } = result.registrationInfo;
      return { credentialId: credential.id, publicKey: credential.publicKey, counter: credential.counter, transports: credential.transports ?? [] };
    } catch (error) {
      if (!(error instanceof InvalidSecondFactorError)) this.logger.warn({ err: error }, 'passkey registration refused');
      throw new InvalidSecondFactorError();
    }
  }

  async authenticationOptions(allow?: Passkey[]) {
    const options = await generateAuthenticationOptions({
      rpID: this.rpID,
      userVerification: 'required',
      allowCredentials: allow?.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransport[] })),
    });
    return { options, challenge: options.challenge };
  }

  claimedCredentialId(response: unknown): string | null {
    const id = (response as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id.length > 0 && id.length < 1024 ? id : null;
  }

  async verifyAuthentication(response: unknown, expectedChallenge: string, passkey: Passkey): Promise<number> {
    try {
      const result = await verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpID,
        requireUserVerification: true,
        credential: {
          id: passkey.credentialId,
          publicKey: passkey.publicKey as Uint8Array<ArrayBuffer>,
          counter: passkey.counter,
          transports: passkey.transports as AuthenticatorTransport[],
        },
      });
      if (!result.verified) throw new InvalidSecondFactorError();
      return result.authenticationInfo.newCounter;
    } catch (error) {
      if (!(error instanceof InvalidSecondFactorError)) this.logger.warn({ err: error }, 'passkey sign-in refused');
      throw new InvalidSecondFactorError();
    }
  }
}
