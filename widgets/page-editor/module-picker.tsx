import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { EditorTexts } from '../../src/i18n/editor';
import { pickerGroups } from '../../src/modules/kinds';
import type { ToolbarEntry } from '../../src/modules/registry';
import { Dialog } from './dialog';
import { type ModuleValue, newModule } from './fields';

/**
 * The first step of "insert a module here" (issue 19 item 4): a searchable list of module types,
 * grouped by kind. WAI-ARIA combobox with a listbox popup that is always open: the text field
 * keeps the focus and filters by name (case and accents ignored), the arrow keys move the active
 * option (`aria-activedescendant`), Home and End jump to the first and last, Enter picks it; a
 * click picks too. The number of matches is announced in a status line.
 */
export function ModulePicker({
  types,
  onPick,
  onClose,
  where,
  t,
}: {
  types: readonly ToolbarEntry[];
  onPick: (module: ModuleValue) => void;
  onClose: () => void;
  where: string;
  t: EditorTexts;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const groups = useMemo(() => pickerGroups(types, query), [types, query]);
  const flat = useMemo(() => groups.flatMap((group) => group.entries), [groups]);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const current = flat[Math.min(active, flat.length - 1)];
  const optionId = (type: string) => `${id}-option-${type}`;

  useEffect(() => {
    if (!current) return;
    listRef.current
      ?.querySelector(`[id="${CSS.escape(optionId(current.type))}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  });

  const pick = (entry: ToolbarEntry | undefined) => {
    if (entry) onPick(newModule(entry.type));
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const next = nextActive(event.key, active, flat.length);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(current);
    }
  };

  return (
    <Dialog title={`${t('chooseType')} – ${where}`} onClose={onClose} closeLabel={t('close')}>
      <div className="picker">
        <label className="picker__label" htmlFor={`${id}-search`}>
          {t('pickerSearch')}
        </label>
        <input
          id={`${id}-search`}
          className="picker__search"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded="true"
          aria-controls={`${id}-list`}
          aria-activedescendant={current ? optionId(current.type) : undefined}
          aria-describedby={`${id}-hint`}
          data-autofocus
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <p id={`${id}-hint`} className="picker__hint">
          {t('pickerHint')}
        </p>
        <p className="visually-hidden" role="status">
          {flat.length ? t('pickerCount', { n: flat.length }) : t('pickerNone', { query })}
        </p>
        <div
          ref={listRef}
          id={`${id}-list`}
          className="picker__list"
          role="listbox"
          aria-label={t('pickerTypes')}
        >
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a group of options in a listbox (ARIA listbox pattern), not a form fieldset
            <div key={group.kind} role="group" aria-labelledby={`${id}-kind-${group.kind}`}>
              <div id={`${id}-kind-${group.kind}`} className="picker__kind" role="presentation">
                {t(`kind.${group.kind}`)}
              </div>
              {group.entries.map((entry) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the options are chosen by keyboard through the combobox (aria-activedescendant), as the listbox pattern asks
                <div
                  key={entry.type}
                  id={optionId(entry.type)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={entry === current}
                  className={`picker__option${entry === current ? ' picker__option--active' : ''}`}
                  data-type={entry.type}
                  onClick={() => pick(entry)}
                  onMouseMove={() => setActive(flat.indexOf(entry))}
                >
                  {entry.label}
                </div>
              ))}
            </div>
          ))}
        </div>
        {flat.length === 0 ? <p className="picker__none">{t('pickerNone', { query })}</p> : null}
      </div>
    </Dialog>
  );
}

/** The active option after a key (wrapping at the ends), or null when the key moves nothing. */
function nextActive(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  if (key === 'ArrowDown') return active >= last ? 0 : active + 1;
  if (key === 'ArrowUp') return active <= 0 ? last : active - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}
