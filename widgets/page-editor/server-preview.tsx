import { useEffect, useState } from 'react';
import { now as clockNow } from '../../src/domain/clock';
import type { EditorTexts } from '../../src/i18n/editor';
import type { BaseModule } from '../../src/modules/types';
import { previewModule } from '../../src/state/editor';

/**
 * The preview of a module that shows data (an Event List's events, a Blog List's articles): the
 * server loads the data and renders the module with the public page's renderer
 * (`POST …/pageeditor-api/module-preview`), so staff see what visitors see (issue 19 guard
 * rails). The HTML is our own renderer's output of a sanitised module. While it loads, a short
 * note; if it fails, `fallback` (the browser's own rendering without data).
 */
export function ServerPreview({
  module,
  now,
  t,
  fallback,
}: {
  module: BaseModule;
  now: Date;
  t: EditorTexts;
  fallback: React.ReactNode;
}) {
  const key = JSON.stringify(module);
  // A staff `?at=` preview moment is sent along; the present is the server's own clock.
  const at = Math.abs(now.getTime() - clockNow().getTime()) > 60_000 ? now.toISOString() : undefined;
  const [shown, setShown] = useState<{ key: string; html: string | null } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the module's content
  useEffect(() => {
    let live = true;
    previewModule(module, at).then(
      (answer) => live && setShown({ key, html: answer.html }),
      () => live && setShown({ key, html: null }),
    );
    return () => {
      live = false;
    };
  }, [key, at]);
  if (!shown) return <p className="module-preview__loading">{t('loading')}</p>;
  if (shown.html === null) return <>{fallback}</>;
  // The server's renderer of a sanitised module: the same HTML visitors get.
  return <div className="module-preview__server" dangerouslySetInnerHTML={{ __html: shown.html }} />;
}
