import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../config';
import { LOGO_FILES, registerLogo } from './inline-logo';

/** Reads the site's logos from host/public once, so the renderer draws them inline (decision 0155). */
export function loadLogoFiles(): void {
  for (const file of LOGO_FILES)
    registerLogo(file, readFileSync(path.join(ROOT_DIR, 'host', 'public', file), 'utf8'));
}
