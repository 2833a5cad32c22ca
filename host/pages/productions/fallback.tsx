import type { Locale } from '../../../src/contract/common';
import type { ExhibitionType, FilterOption } from '../../../src/contract/events';
import { t } from '../../../src/i18n';
import { type ListAddress, listPath } from './address';

/** The option lists of the list page's filters. */
export interface FilterOptions {
  seasons: FilterOption[];
  types: ExhibitionType[];
  tags: FilterOption[];
}

function FilterSelect(props: {
  locale: Locale;
  name: 'season' | 'exhibition_type' | 'tag';
  options: ReadonlyArray<{ value: string; name: string }>;
  value: string | undefined;
}) {
  const id = `production-filter-${props.name}`;
  return (
    <div className="production-filter">
      <label htmlFor={id}>{t(props.locale, `productions.filter.${props.name}`)}</label>
      {/* With script, focus here moves to the element's own select once it is hydrated (decision 0112). */}
      <select
        id={id}
        name={props.name}
        defaultValue={props.value ?? ''}
        data-foyer-replay={`filter-${props.name}`}
      >
        <option value="">{t(props.locale, 'productions.filter.all')}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The GET form of the list without JavaScript: the three filters and the date. */
export function FilterForm({
  locale,
  state,
  options,
}: {
  locale: Locale;
  state: ListAddress;
  options: FilterOptions;
}) {
  const named = (list: FilterOption[]) => list.map((o) => ({ value: String(o.id), name: o.name }));
  const typeOptions = options.types.map((type) => ({ value: type.slug, name: type.name }));
  return (
    <form
      className="production-filters"
      method="get"
      action={listPath(locale)}
      aria-label={t(locale, 'productions.filters')}
    >
      <FilterSelect
        locale={locale}
        name="season"
        options={named(options.seasons)}
        value={state.season?.toString()}
      />
      <FilterSelect
        locale={locale}
        name="exhibition_type"
        options={typeOptions}
        value={state.exhibition_type}
      />
      <FilterSelect locale={locale} name="tag" options={named(options.tags)} value={state.tag?.toString()} />
      <div className="production-filter">
        <label htmlFor="production-filter-date">{t(locale, 'productions.date')}</label>
        <input id="production-filter-date" type="date" name="date" defaultValue={state.date ?? ''} />
      </div>
      <button type="submit">{t(locale, 'productions.apply')}</button>
    </form>
  );
}
