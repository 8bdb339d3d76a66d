import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of a real check, so an unknown e-mail answers as slowly as a known one. */
  verifyDummy(password: string): Promise<void>;
}

/** argon2id with the library's defaults (OWASP's recommended parameters). */
export function createPasswordHasher(): PasswordHasher {
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    async verifyDummy(password) {
      dummy ??= hash(randomBytes(16).toString('hex'));
      await verify(await dummy, password).catch(() => false);
    },
  };
}
