/**
 * Forms: the form page, its <foyer-form> element (one set of labels for the server rendering and
 * the element), upload and sending states (spec: frame §3 Form, §5; issue 17). The field messages
 * 'required' and 'invalidEmail' are the validation feature's.
 */
export const forms = {
  required: 'Pflichtfeld',
  requiredNote: 'Mit * gekennzeichnete Felder sind Pflichtfelder.',
  send: 'Absenden',
  sending: 'Wird gesendet …',
  sent: 'Vielen Dank! Ihre Angaben sind bei uns eingegangen.',
  errorSummary: 'Bitte prüfen Sie {count} Angaben:',
  errorSummaryOne: 'Bitte prüfen Sie diese Angabe:',
  failed: 'Das hat leider nicht geklappt. Bitte versuchen Sie es noch einmal.',
  tooMany: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann noch einmal.',
  chooseOne: 'Bitte wählen',
  honeypot: 'Dieses Feld bitte leer lassen',
  'file.choose': 'Datei auswählen',
  'file.hint': 'PDF, JPEG, PNG, WebP oder DOCX, höchstens 10 MB.',
  'file.uploading': '{name} wird hochgeladen: {percent} %',
  'file.uploaded': '{name} ({size}) ist hochgeladen.',
  'file.remove': 'Datei entfernen',
  'file.removed': 'Die Datei ist entfernt.',
  'file.tooLarge': 'Die Datei ist zu groß (höchstens 10 MB).',
  'file.type': 'Dieser Dateityp ist nicht erlaubt. Erlaubt sind PDF, JPEG, PNG, WebP und DOCX.',
  'file.empty': 'Die Datei ist leer.',
  'file.missing': 'Die Datei ist nicht mehr vorhanden. Bitte laden Sie sie noch einmal hoch.',
  'file.failed': 'Die Datei konnte nicht hochgeladen werden.',
  backToForm: 'Zurück zum Formular',
  metaDescription: '{title}: Formular',
} as const;
