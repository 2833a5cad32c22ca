import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { Locale } from '../../src/contract/common';
import type { Slot } from '../../src/domain/editor-document';
import { mapModules, type TreeNode } from '../../src/domain/module-tree';
import type { EditorTexts } from '../../src/i18n/editor';
import { localiseMessage } from '../../src/i18n/validation';
import { moduleDefinition, moduleTypeName, parseModule } from '../../src/modules/registry';
import { saveModule, serverFieldErrors } from '../../src/state/editor';
import { Dialog } from './dialog';
import { type FieldErrors, ModuleFields, type ModuleValue } from './fields';

export interface EditTarget {
  slot: Slot;
  /** The module to edit; a new one has only `{ id, type }` and defaults. */
  module: ModuleValue;
  isNew: boolean;
}

/** Removes empty optional values so the stored module stays lean; required ones stay for their message. */
export function clean(value: ModuleValue): ModuleValue {
  // Every module of the tree, through the one module-tree walker (src/domain/module-tree.ts).
  return mapModules(value, (module) => {
    const out: Record<string, unknown> = { ...module };
    // Data the server loads for rendering (events, venues, articles) is not stored with the module.
    for (const field of moduleDefinition(module.type)?.loadedFields ?? []) delete out[field];
    for (const [key, entry] of Object.entries(out)) if (entry === undefined) delete out[key];
    return out as unknown as TreeNode;
  });
}

/**
 * The edit modal: a form generated from the registry's field specs, validated in the browser with
 * the same schemas the server uses (src/modules), messages next to the fields; the server's 400
 * field messages are shown the same way (spec: frame §5).
 */
export function EditModal({
  target,
  onClose,
  locale,
  t,
}: {
  target: EditTarget;
  onClose: () => void;
  locale: Locale;
  t: EditorTexts;
}) {
  useSignals();
  const [value, setValue] = useState<ModuleValue>(target.module);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const name = moduleTypeName(value.type, locale);
  // Messages come from the schemas (the browser's check) or a 400 answer, in the API's English:
  // staff read them in the page's language.
  const errors = Object.fromEntries(
    Object.entries({ ...serverFieldErrors.value, ...clientErrors }).map(([path, message]) => [
      path,
      localiseMessage(message, locale),
    ]),
  );
  const hasErrors = Object.keys(errors).length > 0;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const module = clean(value);
    const parsed = parseModule(module);
    if (!parsed.ok) {
      const next: FieldErrors = {};
      for (const issue of parsed.issues) next[issue.path] ??= issue.message;
      setClientErrors(next);
      serverFieldErrors.value = {};
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    setClientErrors({});
    setSaving(true);
    const result = await saveModule(target.slot, module);
    setSaving(false);
    if (result === 'ok') onClose();
    else if (result === 'invalid') focusFirstInvalid(event.currentTarget as HTMLFormElement);
  };

  return (
    <Dialog
      title={target.isNew ? t('newModule', { name }) : t('editModule', { name })}
      onClose={onClose}
      closeLabel={t('close')}
    >
      <form className="edit-form" noValidate onSubmit={submit}>
        {hasErrors ? (
          <p className="form-error" role="alert">
            {t('fixErrors')}
          </p>
        ) : null}
        <ModuleFields value={value} onChange={setValue} errors={errors} locale={locale} t={t} />
        <div className="dialog__actions">
          <button type="submit" className="primary" disabled={saving}>
            {saving ? t('busy') : t('save')}
          </button>
          <button type="button" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  });
}
