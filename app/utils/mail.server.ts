import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter, type TransportOptions } from "nodemailer";
import { lender } from "~/config/lender";
import { getEnv, usesEmbeddedDatabase, type Env } from "./env.server";

/**
 * Outgoing mail. With SMTP_URL, through that server (nodemailer). Without it, on the embedded
 * database (trying the site, development, the e2e run), each message is written as an .eml file
 * to DATA_DIR/mail: messages hold links that open a borrower's draft, so they never go to the
 * logs. A deployment on PostgreSQL without SMTP_URL sends no mail (mailDelivery is null).
 */
export type MailMessage = { to: string; subject: string; text: string; html: string };

export type MailDelivery = { kind: "smtp"; url: string } | { kind: "folder"; dir: string };

export function mailDelivery(env: Env = getEnv()): MailDelivery | null {
  if (env.SMTP_URL) return { kind: "smtp", url: env.SMTP_URL };
  if (usesEmbeddedDatabase(env)) return { kind: "folder", dir: mailFolder(env) };
  return null;
}

/** Where messages go without SMTP_URL (README: "Mail"). */
export function mailFolder(env: Env = getEnv()): string {
  return path.join(env.DATA_DIR, "mail");
}

function sender(env: Env): string {
  if (env.MAIL_FROM) return env.MAIL_FROM;
  const host = env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).hostname : "localhost";
  return `"${lender.name}" <no-reply@${host}>`;
}

let smtp: { url: string; transport: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) {
    smtp = {
      url,
      // A mail server that hangs must not hold the borrower's page for minutes.
      transport: nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as TransportOptions),
    };
  }
  return smtp.transport;
}

/** Sends one message; throws when it could not be handed over (the caller decides what to say). */
export async function sendMail(message: MailMessage, env: Env = getEnv()): Promise<void> {
  const delivery = mailDelivery(env);
  if (!delivery) throw new Error("No mail delivery is configured (SMTP_URL is not set)");
  const envelope = { from: sender(env), ...message };
  if (delivery.kind === "smtp") {
    await smtpTransport(delivery.url).sendMail(envelope);
    return;
  }
  const composed = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail(envelope);
  mkdirSync(delivery.dir, { recursive: true, mode: 0o700 });
  chmodSync(delivery.dir, 0o700);
  const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
  writeFileSync(path.join(delivery.dir, name), composed.message as Buffer, { mode: 0o600 });
}
