import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const version = 'v1';

/**
 * Seals authenticator secrets for the database with AES-256-GCM under a key drawn from
 * `TWO_FACTOR_KEY`: a copy of the database alone gives no one's codes. Sealed text:
 * `v1.<iv>.<tag>.<ciphertext>` (base64url); the user id is bound in, so a sealed secret moved to
 * another account does not open.
 */
export function secretBox(keyMaterial: string) {
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, '', 'gamevault two-factor secrets', 32));
  return {
    seal(userId: number, secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(String(userId)));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
      return [version, ...parts].join('.');
    },
    /** The secret, or undefined when the text was not sealed here for this user. */
    open(userId: number, sealed: string): string | undefined {
      const [tag, iv, authTag, data] = sealed.split('.');
      if (tag !== version || !iv || !authTag || !data) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(String(userId)));
        decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString();
      } catch {
        return undefined;
      }
    },
  };
}
