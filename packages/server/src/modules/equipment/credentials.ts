import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { deviceCredentialPattern } from '@vending/contract';

/**
 * A device credential is `<deviceNo>.<secret>`: the number says which device claims to call,
 * the secret (32 random bytes, base64url) proves it. Only the secret's SHA-256 is stored. A
 * secret of 256 random bits cannot be guessed, so a slow password hash would buy nothing and
 * cost every heartbeat of every device an argon2 run.
 */
export function newDeviceCredential(deviceNo: string): { credential: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { credential: `${deviceNo}.${secret}`, hash: hashSecret(secret) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The device number and secret of a credential, or null when it is not one. */
export function parseDeviceCredential(credential: string): { deviceNo: string; secret: string } | null {
  const [, deviceNo, secret] = deviceCredentialPattern.exec(credential) ?? [];
  return deviceNo && secret ? { deviceNo, secret } : null;
}

/** Whether the secret is the one whose hash is stored, in time that does not depend on where they differ. */
export function secretMatches(secret: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
