import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (about 6 ms a hash here).
// `Algorithm` is an ambient const enum that verbatimModuleSyntax cannot import; 2 is Argon2id.
const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the account does not exist, so that the answer takes as long. */
export const hashOfNoAccount = hashPassword('no account has this password');
