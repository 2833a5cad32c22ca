/**
 * Field error messages of module and form validation (spec: frame §5). The English texts are the
 * API's messages (the schemas in src/modules build them from the English catalogue, so 400
 * `fields` answers stay English for API clients); the editor shows each in the page's language
 * (`localiseMessage`). `invalid` stands in for a message without a catalogue entry.
 */
export const validation = {
  required: 'Dieses Feld ist erforderlich!',
  invalidEmail: 'Ungültige E-Mail-Adresse!',
  invalid: 'Ungültige Eingabe.',
  tooLong: 'Höchstens {max} Zeichen.',
  atLeast: 'Mindestens {min}.',
  atMost: 'Höchstens {max}.',
  numberRange: 'Bitte eine Zahl von {min} bis {max} eingeben.',
  link: 'Bitte einen Link eingeben, der mit https://, / oder # beginnt.',
  linkSchemes: 'Links müssen mit https://, mailto:, tel:, / oder # beginnen.',
  noScripts: 'Skripte sind im Text nicht erlaubt.',
  dateTime: 'Bitte Datum und Uhrzeit eingeben.',
  endAfterStart: 'Das Ende muss nach dem Beginn liegen.',
  slug: 'Nur Buchstaben, Ziffern und Bindestriche verwenden.',
  lowerSlug: 'Nur Kleinbuchstaben, Ziffern und Bindestriche verwenden.',
  categorySlugs: 'Bitte Kategorie-Slugs verwenden.',
  tooManyCategories: 'Höchstens {max} Kategorien.',
  mediaFile: 'Bitte eine Datei hochladen oder einen Link eingeben, der mit https:// oder / beginnt.',
  videoFile: 'Bitte eine Videodatei wählen (mp4, webm, ogv, mov).',
  audioFile: 'Bitte eine Audiodatei wählen (mp3, m4a, ogg, wav …).',
  captionsFile: 'Bitte eine WebVTT-Untertiteldatei wählen (.vtt).',
  sameAspectRatio: 'Video und Bild müssen das gleiche Seitenverhältnis haben.',
  videoUrl: 'Bitte den Link eines YouTube- oder Vimeo-Videos eingeben.',
  embedProviders: 'Nur Einbettungen von {providers} sind erlaubt.',
  mediaType: 'Bitte eine Art wählen.',
  tag: 'Bitte ein Schlagwort wählen.',
  eventFilter: 'Bitte „Kein Filter“, „Nächste 3 Tage“ oder „Wochenende“ wählen.',
  headlineLevel: 'Ebene 2 bis 6.',
  columnLayout: 'Bitte eine Spaltenaufteilung wählen.',
  unknownType: 'Unbekannter Modultyp {type}.',
  notHere: 'Ein Modul vom Typ {type} kann hier nicht stehen.',
  notInColumn: 'Ein Modul vom Typ {type} kann nicht direkt in einer Spalte stehen.',
} as const;
