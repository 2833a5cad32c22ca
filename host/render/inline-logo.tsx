import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../config';

/** The site's own logos in host/public, drawn inline (decision 0155). */
export type LogoFile = 'logo.svg' | 'organisation-logo.svg' | 'regional-culture-logo.svg';

interface SvgParts {
  viewBox: string;
  inner: string;
}

const parts = new Map<LogoFile, SvgParts>();

/** The file's viewBox and content, read once per process (they ship with the code). */
function svgParts(file: LogoFile): SvgParts {
  const known = parts.get(file);
  if (known) return known;
  const source = readFileSync(path.join(ROOT_DIR, 'host', 'public', file), 'utf8');
  const match = /<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(source);
  const viewBox = match ? /\bviewBox="([^"]+)"/.exec(match[1] ?? '')?.[1] : undefined;
  if (!match || !viewBox) throw new Error(`host/public/${file} is not an <svg> with a viewBox`);
  const read = { viewBox, inner: (match[2] ?? '').trim() };
  parts.set(file, read);
  return read;
}

/**
 * A logo as inline SVG rather than `<img src="….svg">`: Blink builds a whole isolated document
 * for every SVG image (15–40 ms of main thread each on the bench machine, counted four times by
 * Lighthouse's mobile CPU slowdown), while inline it is a few elements of the page, with no
 * request. `label` is its accessible name (`role="img"`), as an `<img>`'s alt was.
 */
export function InlineLogo(props: {
  file: LogoFile;
  label: string;
  width: number;
  height: number;
  className?: string;
}) {
  const { viewBox, inner } = svgParts(props.file);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className={props.className}
      viewBox={viewBox}
      width={props.width}
      height={props.height}
      role="img"
      aria-label={props.label}
      focusable="false"
      // Our own files from the repository, not staff or visitor input.
      dangerouslySetInnerHTML={{ __html: inner }}
    />
  );
}
