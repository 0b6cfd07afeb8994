// Random tokens and their stored hashes: tokens travel, only hashes are kept.
import { createHash, randomBytes, randomInt } from 'node:crypto';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A six-digit code for the e-mail OTP form; hashed together with its address. */
export function randomSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function codeHash(email: string, code: string): string {
  return sha256Hex(`${email}:${code}`);
}
