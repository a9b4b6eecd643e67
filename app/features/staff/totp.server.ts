import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { lender } from "~/config/lender";

/**
 * RFC 6238 time-based codes: SHA-1, 6 digits, 30-second steps (what every authenticator app
 * reads from a QR code). A code is accepted in its own step or the one before or after (clock
 * drift); the caller records the step used so that a code is never accepted twice.
 */
const PERIOD = 30;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, email: string): TOTP {
  return new TOTP({
    issuer: `${lender.name} staff`,
    label: email,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

export function totpUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The time step a code belongs to (±1 step around `nowMs`), or null when it is not valid. */
export function totpStep(secret: string, code: string, nowMs: number): number | null {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret, "x").validate({ token, timestamp: nowMs, window: 1 });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / PERIOD) + delta;
}

/** The QR code of an otpauth:// URI as inline SVG (rendered by the server; no script needed). */
export function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
}
