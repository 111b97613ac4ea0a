// Real e-mail delivery (SMTP through nodemailer), used only when SMTP_URL is set.
import nodemailer from 'nodemailer';
import { DeliveryError, type OutboundMessage } from './transport';

export type EmailMessage = OutboundMessage;

export interface Mailer {
  /** Resolves once the SMTP server accepted the message; a DeliveryError otherwise. */
  send(message: EmailMessage): Promise<void>;
  close?(): void;
}

export const DEFAULT_MAIL_FROM = 'Vista Portal <no-reply@vista-portal.example>';

// Well inside the outbox lease (2 minutes): a hung server must not outlast the claim.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The domain of the From address, for Message-ID (`<uuid@domain>`). */
export function messageIdDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.split('@')[1]?.trim().toLowerCase() ?? '';
  return /^[a-z0-9.-]+$/.test(domain) ? domain : 'vista-portal.invalid';
}

/** Same id, same header, whichever instance or try sends it: a duplicate is recognisable. */
export const messageIdHeader = (messageId: string, from: string) => `<${messageId}@${messageIdDomain(from)}>`;

/** An SMTP reply 5xx is a refusal of this message for good; 4xx and connection faults pass. */
export function smtpFailure(error: unknown): DeliveryError {
  const { responseCode, code, message } = error as { responseCode?: unknown; code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : String(error);
  if (typeof responseCode === 'number') {
    return new DeliveryError(text, { permanent: responseCode >= 500 && responseCode < 600, code: `SMTP ${responseCode}`, cause: error });
  }
  const label = typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code) ? code : 'SMTP';
  return new DeliveryError(text, { permanent: false, code: label, cause: error });
}

/** `url` like smtp://user:pass@host:587 or smtps://host:465 (nodemailer connection URL). */
export function createSmtpMailer(url: string, from: string = DEFAULT_MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport({ url, ...TIMEOUTS });
  return {
    async send(message) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          messageId: messageIdHeader(message.messageId, from),
        });
      } catch (error) {
        throw smtpFailure(error);
      }
    },
    close: () => transport.close(),
  };
}
