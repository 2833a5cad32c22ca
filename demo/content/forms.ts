import type { Kysely } from 'kysely';
import type { Database, FormChoice, Localised } from '../../host/db/schema';
import { FIELD_TYPE } from '../../src/domain/forms';

interface DemoField {
  label: Localised;
  slug: string;
  field_type: number;
  required?: boolean;
  visible?: boolean;
  choices?: FormChoice[];
  default_value?: Localised;
  placeholder_text?: Localised;
  help_text?: Localised;
}

interface DemoForm {
  title: Localised;
  slug: Localised;
  intro: Localised;
  confirmation: Localised;
  notify_email: string;
  fields: DemoField[];
}

const choice = (value: string, de: string, en: string): FormChoice => ({ value, label: { de, en } });

/**
 * The demo venue's forms (issue 17 "Demo"): a contact form, a newsletter sign-up and an
 * application with a file field, in German and English, linked from the footer. Rich texts are
 * plain, safe markup written here (no visitor input).
 */
export const DEMO_FORMS: DemoForm[] = [
  {
    title: { de: 'Kontakt', en: 'Contact' },
    slug: { de: 'kontakt', en: 'contact' },
    intro: {
      de: '<p>Fragen zu Karten, Abos oder Ihrem Besuch? Schreiben Sie uns – wir antworten innerhalb von zwei Werktagen.</p>',
      en: '<p>Questions about tickets, subscriptions or your visit? Write to us – we answer within two working days.</p>',
    },
    confirmation: {
      de: '<p>Vielen Dank für Ihre Nachricht! Wir melden uns bald bei Ihnen.</p>',
      en: '<p>Thank you for your message! We will get back to you soon.</p>',
    },
    notify_email: 'kasse@theater-am-rosenhain.example',
    fields: [
      { label: { de: 'Name', en: 'Name' }, slug: 'name', field_type: FIELD_TYPE.singleLine, required: true },
      {
        label: { de: 'E-Mail-Adresse', en: 'E-mail address' },
        slug: 'email',
        field_type: FIELD_TYPE.email,
        required: true,
        placeholder_text: { de: 'name@beispiel.de', en: 'name@example.com' },
      },
      {
        label: { de: 'Worum geht es?', en: 'What is it about?' },
        slug: 'topic',
        field_type: FIELD_TYPE.dropdown,
        required: true,
        choices: [
          choice('tickets', 'Karten', 'Tickets'),
          choice('abo', 'Abonnement', 'Subscription'),
          choice('visit', 'Ihr Besuch', 'Your visit'),
          choice('other', 'Anderes', 'Something else'),
        ],
      },
      {
        label: { de: 'Nachricht', en: 'Message' },
        slug: 'message',
        field_type: FIELD_TYPE.multiLine,
        required: true,
        help_text: { de: 'Höchstens 10.000 Zeichen.', en: 'At most 10,000 characters.' },
      },
      {
        label: {
          de: 'Ich bin mit der Verarbeitung meiner Angaben einverstanden.',
          en: 'I agree that my details are processed.',
        },
        slug: 'consent',
        field_type: FIELD_TYPE.checkbox,
        required: true,
      },
      {
        label: { de: 'Quelle', en: 'Source' },
        slug: 'source',
        field_type: FIELD_TYPE.hidden,
        default_value: { de: 'website' },
      },
    ],
  },
  {
    title: { de: 'Newsletter', en: 'Newsletter' },
    slug: { de: 'newsletter', en: 'newsletter' },
    intro: {
      de: '<p>Einmal im Monat: Premieren, Vorverkaufsstarts und Blicke hinter die Kulissen.</p>',
      en: '<p>Once a month: premieres, booking openings and looks behind the scenes.</p>',
    },
    confirmation: {
      de: '<p>Danke! Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen gerade senden.</p>',
      en: '<p>Thank you! Please confirm your sign-up with the link in the e-mail we are sending you.</p>',
    },
    notify_email: 'presse@theater-am-rosenhain.example',
    fields: [
      {
        label: { de: 'E-Mail-Adresse', en: 'E-mail address' },
        slug: 'email',
        field_type: FIELD_TYPE.email,
        required: true,
      },
      { label: { de: 'Vorname', en: 'First name' }, slug: 'first_name', field_type: FIELD_TYPE.singleLine },
      {
        label: { de: 'Was interessiert Sie?', en: 'What are you interested in?' },
        slug: 'interests',
        field_type: FIELD_TYPE.checkboxes,
        choices: [
          choice('schauspiel', 'Schauspiel', 'Drama'),
          choice('oper', 'Oper', 'Opera'),
          choice('konzert', 'Konzert', 'Concerts'),
          choice('junges-theater', 'Junges Theater', 'Young theatre'),
        ],
        default_value: { de: 'schauspiel' },
      },
      {
        label: { de: 'Wie oft?', en: 'How often?' },
        slug: 'frequency',
        field_type: FIELD_TYPE.radio,
        required: true,
        choices: [
          choice('monthly', 'Monatlich', 'Monthly'),
          choice('premieres', 'Nur zu Premieren', 'Premieres only'),
        ],
        default_value: { de: 'monthly' },
      },
    ],
  },
  {
    title: { de: 'Bewerbung', en: 'Application' },
    slug: { de: 'bewerbung', en: 'application' },
    intro: {
      de: '<p>Wir suchen Verstärkung für Bühne, Technik und Vorderhaus. Schicken Sie uns Ihre Unterlagen als eine Datei.</p>',
      en: '<p>We are looking for people for stage, technology and front of house. Send us your documents as one file.</p>',
    },
    confirmation: {
      de: '<p>Vielen Dank für Ihre Bewerbung! Wir melden uns innerhalb von drei Wochen.</p>',
      en: '<p>Thank you for your application! We will get back to you within three weeks.</p>',
    },
    notify_email: 'personal@theater-am-rosenhain.example',
    fields: [
      { label: { de: 'Name', en: 'Name' }, slug: 'name', field_type: FIELD_TYPE.singleLine, required: true },
      {
        label: { de: 'E-Mail-Adresse', en: 'E-mail address' },
        slug: 'email',
        field_type: FIELD_TYPE.email,
        required: true,
      },
      {
        label: { de: 'Stelle', en: 'Position' },
        slug: 'position',
        field_type: FIELD_TYPE.multiSelect,
        required: true,
        choices: [
          choice('buehne', 'Bühnentechnik', 'Stage technology'),
          choice('licht', 'Licht', 'Lighting'),
          choice('kasse', 'Theaterkasse', 'Box office'),
          choice('einlass', 'Einlass', 'Front of house'),
        ],
        help_text: { de: 'Mehrere mit Strg oder ⌘ wählen.', en: 'Choose several with Ctrl or ⌘.' },
      },
      { label: { de: 'Frühester Beginn', en: 'Earliest start' }, slug: 'start', field_type: FIELD_TYPE.date },
      { label: { de: 'Erreichbar am', en: 'Reachable on' }, slug: 'call', field_type: FIELD_TYPE.dateTime },
      {
        label: { de: 'Berufsjahre', en: 'Years of experience' },
        slug: 'years',
        field_type: FIELD_TYPE.number,
      },
      {
        label: { de: 'Portfolio (Link)', en: 'Portfolio (link)' },
        slug: 'portfolio',
        field_type: FIELD_TYPE.url,
        placeholder_text: { de: 'https://', en: 'https://' },
      },
      {
        label: { de: 'Unterlagen', en: 'Documents' },
        slug: 'cv',
        field_type: FIELD_TYPE.file,
        required: true,
        help_text: {
          de: 'Lebenslauf und Anschreiben in einer Datei.',
          en: 'CV and cover letter in one file.',
        },
      },
      { label: { de: 'Anmerkungen', en: 'Notes' }, slug: 'notes', field_type: FIELD_TYPE.multiLine },
    ],
  },
];

/** Footer links to the demo forms (after the menus' own entries). */
const FOOTER_LINKS = {
  de: ['Kontaktformular', 'Newsletter', 'Bewerbung'],
  en: ['Contact form', 'Newsletter', 'Application'],
};

/** Seeds the demo forms and their footer links when there are no forms yet. */
export async function seedForms(db: Kysely<Database>): Promise<void> {
  const existing = await db.selectFrom('forms').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    for (const [index, form] of DEMO_FORMS.entries()) {
      const { fields, ...record } = form;
      const { id } = await trx
        .insertInto('forms')
        .values({
          ...record,
          title: JSON.stringify(record.title),
          slug: JSON.stringify(record.slug),
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('form_fields')
        .values(
          fields.map((field, position) => ({
            ...field,
            form_id: id,
            position,
            label: JSON.stringify(field.label),
            choices: JSON.stringify(field.choices ?? []),
            default_value: JSON.stringify(field.default_value ?? { de: '' }),
            placeholder_text: JSON.stringify(field.placeholder_text ?? { de: '' }),
            help_text: JSON.stringify(field.help_text ?? { de: '' }),
          })) as never,
        )
        .execute();
      for (const locale of ['de', 'en'] as const) {
        const last = await trx
          .selectFrom('menu_entries')
          .select((eb) => eb.fn.max('position').as('max'))
          .where('locale', '=', locale)
          .where('menu', '=', 'footer')
          .executeTakeFirst();
        const title = FOOTER_LINKS[locale][index] ?? '';
        await trx
          .insertInto('menu_entries')
          .values({
            locale,
            menu: 'footer',
            parent_id: null,
            position: Number(last?.max ?? 0) + 1,
            title,
            url: `/${locale}/forms/${form.slug[locale] ?? form.slug.de}/${id}`,
          })
          .execute();
      }
    }
  });
}
