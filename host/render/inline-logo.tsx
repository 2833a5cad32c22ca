/** The site's own logos in host/public, drawn inline (decision 0155). */
export const LOGO_FILES = ['logo.svg', 'organisation-logo.svg', 'regional-culture-logo.svg'] as const;
export type LogoFile = (typeof LOGO_FILES)[number];

interface SvgParts {
  viewBox: string;
  inner: string;
}

// No file access here: this module is part of the renderer, which the browser tests bundle too.
// The server reads the files once at start-up (host/render/logo-files.ts → registerLogo).
const parts = new Map<LogoFile, SvgParts>();

/** Takes a logo file's source: its viewBox and content are drawn inline from now on. */
export function registerLogo(file: LogoFile, source: string): void {
  const match = /<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(source);
  const viewBox = match ? /\bviewBox="([^"]+)"/.exec(match[1] ?? '')?.[1] : undefined;
  if (!match || !viewBox) throw new Error(`host/public/${file} is not an <svg> with a viewBox`);
  parts.set(file, { viewBox, inner: (match[2] ?? '').trim() });
}

/**
 * A logo as inline SVG rather than `<img src="….svg">`: Blink builds a whole isolated document
 * for every SVG image (15–40 ms of main thread each on the bench machine, counted four times by
 * Lighthouse's mobile CPU slowdown), while inline it is a few elements of the page, with no
 * request. `label` is its accessible name (`role="img"`), as an `<img>`'s alt was. Before the
 * server registered the file (a renderer used on its own, e.g. a browser test's fixture), it is
 * the `<img>` it was.
 */
export function InlineLogo(props: {
  file: LogoFile;
  label: string;
  width: number;
  height: number;
  className?: string;
}) {
  const known = parts.get(props.file);
  if (!known)
    return (
      <img
        className={props.className}
        src={`/assets/${props.file}`}
        width={props.width}
        height={props.height}
        alt={props.label}
      />
    );
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className={props.className}
      viewBox={known.viewBox}
      width={props.width}
      height={props.height}
      role="img"
      aria-label={props.label}
      focusable="false"
      // Our own files from the repository, not staff or visitor input.
      dangerouslySetInnerHTML={{ __html: known.inner }}
    />
  );
}
