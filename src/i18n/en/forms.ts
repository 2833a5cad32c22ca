import type { forms as de } from '../de/forms';
import type { Translation } from '../translate';

export const forms: Translation<typeof de> = {
  required: 'required',
  requiredNote: 'Fields marked * are required.',
  send: 'Send',
  sending: 'Sending …',
  sent: 'Thank you! We have received your details.',
  errorSummary: 'Please check {count} entries:',
  errorSummaryOne: 'Please check this entry:',
  failed: "Unfortunately, that didn't work. Please try again.",
  tooMany: 'Too many attempts. Please wait a moment and try again.',
  chooseOne: 'Please choose',
  honeypot: 'Please leave this field empty',
  'file.choose': 'Choose a file',
  'file.hint': 'PDF, JPEG, PNG, WebP or DOCX, at most 10 MB.',
  'file.uploading': 'Uploading {name}: {percent} %',
  'file.uploaded': '{name} ({size}) is uploaded.',
  'file.remove': 'Remove file',
  'file.removed': 'The file is removed.',
  'file.tooLarge': 'The file is too large (at most 10 MB).',
  'file.type': 'This file type is not allowed. Allowed are PDF, JPEG, PNG, WebP and DOCX.',
  'file.empty': 'The file is empty.',
  'file.missing': 'The file is no longer there. Please upload it again.',
  'file.failed': 'The file could not be uploaded.',
  backToForm: 'Back to the form',
  metaDescription: '{title}: form',
};
