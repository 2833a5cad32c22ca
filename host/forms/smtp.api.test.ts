import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The notification e-mail through real SMTP (issue 17 "document how to configure SMTP"):
 * `SMTP_URL` set, nodemailer sends each entry's mail to a real SMTP server on this machine.
 */
let t: TestApp;
let server: SMTPServer;
const received: Array<{ to: string[]; data: string }> = [];

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        data += chunk;
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  process.env.MAIL_FROM = 'foyer@theater-am-rosenhain.example';
  t = await createTestApp();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('notification e-mail over SMTP', () => {
  it('sends the entry to the form address through the configured SMTP server', async () => {
    const contact = await t.app.db
      .selectFrom('forms')
      .select('id')
      .where(({ eb, ref }) => eb(ref('slug', '->>').key('de'), '=', 'kontakt'))
      .executeTakeFirstOrThrow();
    const response = await t.write({
      method: 'POST',
      url: '/de/api/forms-entries/',
      payload: {
        form: contact.id,
        field_values: {
          name: 'Grete Smtp',
          email: 'grete@example.org',
          topic: 'abo',
          message: 'Hallo',
          consent: true,
        },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const deadline = performance.now() + 10_000;
    while (received.length === 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const mail = received.at(-1);
    expect(mail?.to).toEqual(['kasse@theater-am-rosenhain.example']);
    expect(mail?.data).toMatch(/^From: foyer@theater-am-rosenhain\.example/m);
    expect(mail?.data).toContain('Name: Grete Smtp');
  });
});
