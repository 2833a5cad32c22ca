import { useEffect, useId, useState } from 'react';
import type { RecordFinderAnswer } from '../../src/contract/articles';
import type { Locale } from '../../src/contract/common';
import { modulesTexts } from '../../src/i18n/modules';
import { findRecords } from '../../src/state/editor';
import { Dialog } from './dialog';

type Kind = 'articles' | 'article-categories';
type Value = string | number;
type Entry = RecordFinderAnswer['results'][number];

/**
 * A field of records picked in a finder (issue 15: the Blog List's articles, the Highlight teasers'
 * categories): the chosen ones as a list, each with a remove button, and 'Add …', a modal that
 * searches them by title and adds the one chosen. Stores article ids or category slugs, in order.
 */
export function RecordsField(props: {
  kind: Kind;
  locale: Locale;
  value: unknown;
  onChange: (value: Value[]) => void;
  labelId: string;
  describedBy?: string;
}) {
  const { kind, locale } = props;
  const m = modulesTexts(locale);
  const chosen: Value[] = Array.isArray(props.value) ? (props.value as Value[]) : [];
  const [labels, setLabels] = useState<Map<string, Entry>>(new Map());
  const [open, setOpen] = useState(false);
  const key = chosen.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the chosen values are in `key`
  useEffect(() => {
    if (chosen.length === 0) return;
    let current = true;
    void findRecords(kind, '', chosen).then((answer) => {
      if (!current || !answer) return;
      setLabels((before) => {
        const next = new Map(before);
        for (const entry of answer.results) next.set(String(entry.value), entry);
        return next;
      });
    });
    return () => {
      current = false;
    };
  }, [kind, key]);
  const remove = (value: Value) => props.onChange(chosen.filter((item) => item !== value));
  const add = (entry: Entry) => {
    setLabels((before) => new Map(before).set(String(entry.value), entry));
    if (!chosen.includes(entry.value)) props.onChange([...chosen, entry.value]);
  };
  return (
    <fieldset className="records-field" aria-labelledby={props.labelId} aria-describedby={props.describedBy}>
      {chosen.length > 0 ? (
        <ol className="records-field__list">
          {chosen.map((value) => {
            const label = labels.get(String(value))?.label ?? String(value);
            return (
              <li key={String(value)}>
                <span>{label}</span>{' '}
                <button type="button" onClick={() => remove(value)}>
                  {m('finder.remove', { name: label })}
                </button>
              </li>
            );
          })}
        </ol>
      ) : null}
      <button type="button" onClick={() => setOpen(true)}>
        {m('finder.add')}
      </button>
      {open ? (
        <RecordFinder
          kind={kind}
          locale={locale}
          chosen={chosen}
          onPick={add}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </fieldset>
  );
}

function RecordFinder(props: {
  kind: Kind;
  locale: Locale;
  chosen: Value[];
  onPick: (entry: Entry) => void;
  onClose: () => void;
}) {
  const m = modulesTexts(props.locale);
  const [q, setQ] = useState('');
  const [answer, setAnswer] = useState<RecordFinderAnswer | null | 'loading'>('loading');
  const searchId = useId();
  const statusId = useId();
  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      const found = await findRecords(props.kind, q);
      if (current) setAnswer(found);
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q, props.kind]);
  const results = answer && answer !== 'loading' ? answer.results : [];
  return (
    <Dialog title={m(`finder.title.${props.kind}`)} onClose={props.onClose} closeLabel={m('finder.close')}>
      <p className="field">
        <label htmlFor={searchId} className="field__label">
          {m('finder.search')}
        </label>
        <input
          id={searchId}
          type="search"
          data-autofocus
          value={q}
          aria-describedby={statusId}
          onChange={(event) => setQ(event.target.value)}
        />
      </p>
      <p id={statusId} role="status" className="finder__status">
        {answer !== 'loading' && results.length === 0 ? m('finder.none') : ''}
      </p>
      {results.length ? (
        <ul className="finder">
          {results.map((entry) => (
            <li key={String(entry.value)}>
              <button
                type="button"
                className="finder__entry"
                aria-pressed={props.chosen.includes(entry.value)}
                onClick={() => {
                  props.onPick(entry);
                  props.onClose();
                }}
              >
                <span className="finder__name">{entry.label}</span>
                <span className="finder__meta">{entry.detail}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}
