import { useEffect, useState } from 'react';
import type { CompareAnswer } from '../../src/contract/editor';
import type { Locale } from '../../src/contract/locales';
import { type ShownValue, type SideRow, sideBySide } from '../../src/domain/page-compare-sides';
import type { EditorTexts } from '../../src/i18n/editor';
import { moduleFieldLabel } from '../../src/modules/registry';
import { compareStates } from '../../src/state/editor';

type Change = CompareAnswer['changes'][number];

/** Two states of the page compared: undefined while loading, null when it failed. */
export function useComparison(from: string, to: string): CompareAnswer | null | undefined {
  const [answer, setAnswer] = useState<{ key: string; value: CompareAnswer | null } | null>(null);
  const key = `${from}→${to}`;
  useEffect(() => {
    let live = true;
    void compareStates(from, to).then((value) => {
      if (live) setAnswer({ key: `${from}→${to}`, value });
    });
    return () => {
      live = false;
    };
  }, [from, to]);
  return answer?.key === key ? answer.value : undefined;
}

/** The changes grouped by section, in the order the API lists them. */
function bySection(
  changes: readonly Change[],
): Array<{ sectionId: string; section: number; changes: Change[] }> {
  const groups: Array<{ sectionId: string; section: number; changes: Change[] }> = [];
  for (const change of changes) {
    let group = groups.find((each) => each.sectionId === change.section_id);
    if (!group) {
      group = { sectionId: change.section_id, section: change.section, changes: [] };
      groups.push(group);
    }
    group.changes.push(change);
  }
  return groups;
}

/**
 * What changed between two states of the page (issue 19 item 2): per section, each change in
 * words, and for a module or a section's columns a table with the values before and after side by
 * side. `onRestoreSection` adds a button per section (restoring it from the "after" version).
 */
export function Comparison({
  answer,
  sectionId,
  t,
  lang,
  restoreLabel,
  onRestoreSection,
}: {
  answer: CompareAnswer | null | undefined;
  sectionId?: string;
  t: EditorTexts;
  lang: Locale;
  restoreLabel?: (section: number) => string;
  onRestoreSection?: (sectionId: string) => void;
}) {
  if (answer === undefined) return <p role="status">{t('loading')}</p>;
  if (answer === null) return <p role="alert">{t('failed')}</p>;
  const changes = answer.changes.filter((change) => !sectionId || change.section_id === sectionId);
  if (changes.length === 0) return <p role="status">{t('compare.none')}</p>;
  return (
    <div className="compare">
      {bySection(changes).map((group) => (
        <section
          key={group.sectionId}
          className="compare__section"
          aria-label={t('compare.section', { n: group.section })}
        >
          <ul className="compare__changes">
            {group.changes.map((change, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a module can change and move at once
              <li key={`${change.kind}:${change.module_id ?? ''}:${index}`} className="compare__change">
                <SideBySide change={change} answer={answer} t={t} lang={lang} />
              </li>
            ))}
          </ul>
          {onRestoreSection && restoreLabel && answer.before.some((each) => each.id === group.sectionId) ? (
            <button type="button" onClick={() => onRestoreSection(group.sectionId)}>
              {restoreLabel(group.section)}
            </button>
          ) : null}
        </section>
      ))}
    </div>
  );
}

function SideBySide({
  change,
  answer,
  t,
  lang,
}: {
  change: Change;
  answer: CompareAnswer;
  t: EditorTexts;
  lang: Locale;
}) {
  const rows = sideBySide(change, answer.before, answer.after);
  if (rows.length === 0) return <p className="compare__text">{change.text}</p>;
  return (
    <table className="compare__table">
      <caption className="compare__text">{change.text}</caption>
      <thead>
        <tr>
          <th scope="col">{t('compare.field')}</th>
          <th scope="col">{t('compare.from')}</th>
          <th scope="col">{t('compare.to')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field}>
            <th scope="row">{fieldLabel(change.module_type, row, t, lang)}</th>
            <td className={row.before === null ? 'compare__none' : 'compare__before'}>
              {row.before === null ? '—' : valueText(row.before, t)}
            </td>
            <td className={row.after === null ? 'compare__none' : 'compare__after'}>
              {row.after === null ? '—' : valueText(row.after, t)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A field's label in the staff's language, from the module's editor fields; else its name. */
function fieldLabel(type: string | undefined, row: SideRow, t: EditorTexts, lang: Locale): string {
  if (row.field === 'layout' && !type) return t('compare.layout');
  return type ? moduleFieldLabel(type, row.field, lang) : row.field;
}

function valueText(value: ShownValue, t: EditorTexts): string {
  switch (value.kind) {
    case 'empty':
      return t('compare.empty');
    case 'yes':
      return t('compare.yes');
    case 'no':
      return t('compare.no');
    case 'entries':
      return t.plural('compare.entries', value.count);
    case 'text':
      return value.text;
  }
}
