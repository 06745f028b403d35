/** Hashes and checks passwords; implementations must be slow on purpose (argon2id). */
export abstract class PasswordHasherPort {
  abstract hash(password: string): Promise<string>;
  /** False for a wrong password or an unreadable hash; never throws for bad input. */
  abstract verify(hash: string, password: string): Promise<boolean>;
}
