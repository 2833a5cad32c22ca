import type { FastifyInstance } from 'fastify';
import { FIELD_TYPE, type FieldValues } from '../../src/domain/forms';
import { t } from '../../src/i18n';
import type { LoadedForm, StoredFile } from '../db/forms/forms.repository';

/** An e-mail as composed; the transport sends it (or logs it on the demo). */
export interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** Sends mail. The default logs each mail as JSON to the server log (the demo's console). */
export interface MailTransport {
  send(mail: Mail): Promise<void>;
}

/** Mails of this process, in order (tests read them); the log transport also keeps the last 50. */
export const sentMails: Mail[] = [];

export const logTransport = (app: FastifyInstance): MailTransport => ({
  async send(mail) {
    sentMails.push(mail);
    if (sentMails.length > 50) sentMails.shift();
    app.log.info({ mail }, 'notification e-mail (log transport: set SMTP_URL to send it)');
  },
});

/**
 * SMTP, when `SMTP_URL` is set (`smtps://user:password@mail.example.org:465`): through nodemailer,
 * loaded only then. Without `SMTP_URL`, mails go to the log (docs/decisions/0040-forms.md
 * "Notification e-mail").
 */
export function smtpTransport(app: FastifyInstance, url: string): MailTransport {
  type Mailer = { createTransport(url: string): { sendMail(mail: Mail): Promise<unknown> } };
  let mailer: Promise<ReturnType<Mailer['createTransport']> | undefined> | undefined;
  const name = 'nodemailer';
  return {
    async send(mail) {
      mailer ??= (import(name) as Promise<{ default: Mailer }>)
        .then((module) => module.default.createTransport(url))
        .catch((error: unknown) => {
          app.log.error(
            { err: error },
            'SMTP_URL is set but nodemailer could not be loaded: mails are logged',
          );
          return undefined;
        });
      const smtp = await mailer;
      if (smtp) await smtp.sendMail(mail);
      else await logTransport(app).send(mail);
    },
  };
}

let transport: ((app: FastifyInstance) => MailTransport) | undefined;
let smtp: MailTransport | undefined;
/** Installs another transport (an SMTP one, docs/decisions/0040-forms.md "Notification e-mail"). */
export function useMailTransport(make: (app: FastifyInstance) => MailTransport): void {
  transport = make;
}

const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').slice(0, 200);

function shown(value: FieldValues[string], file: StoredFile | undefined): string {
  if (file) return `${file.original_name} (${file.mime}, ${file.size} B)`;
  if (Array.isArray(value)) return value.join(', ');
  if (value === true) return '✓';
  if (value === false || value === null) return '–';
  return value;
}

/**
 * The notification e-mail of an entry (issue 17 "a notification e-mail composed per entry"), to
 * the form's notification address, in German (the staff's language), as plain text: the values
 * are never markup there. None when the form names no address.
 */
export async function sendNotification(
  app: FastifyInstance,
  loaded: LoadedForm,
  values: FieldValues,
  files: Record<string, StoredFile>,
  entryId: number,
): Promise<void> {
  if (!loaded.notifyEmail) return;
  const title = oneLine(loaded.title.de);
  const lines = loaded.form.fields
    .filter((field) => field.slug in values)
    .map((field) => {
      const file = field.field_type === FIELD_TYPE.file ? files[field.slug] : undefined;
      return `${field.label}: ${shown(values[field.slug] ?? null, file)}`;
    });
  const link = `${app.config.siteUrl}/admin/forms/${loaded.form.id}/entries/`;
  const mail: Mail = {
    from: process.env.MAIL_FROM || 'foyer@localhost',
    to: loaded.notifyEmail,
    subject: oneLine(t('de', 'formsAdmin.notify.subject', { title, id: entryId })),
    text: [t('de', 'formsAdmin.notify.intro', { title }), '', ...lines, '', link].join('\n'),
  };
  const smtpUrl = process.env.SMTP_URL;
  if (!transport && smtpUrl) smtp ??= smtpTransport(app, smtpUrl);
  await (transport?.(app) ?? smtp ?? logTransport(app)).send(mail);
}
