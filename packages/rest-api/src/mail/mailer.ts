// Real e-mail delivery (SMTP through nodemailer), used only when SMTP_URL is set.
import nodemailer from 'nodemailer';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
  close?(): void;
}

export const DEFAULT_MAIL_FROM = 'Vista Portal <no-reply@vista-portal.example>';

/** `url` like smtp://user:pass@host:587 or smtps://host:465 (nodemailer connection URL). */
export function createSmtpMailer(url: string, from: string = DEFAULT_MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transport.close(),
  };
}
