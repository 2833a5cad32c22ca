import type { ArticleItem } from '../../../src/contract/articles';
import type { Locale } from '../../../src/contract/common';
import { t } from '../../../src/i18n';
import { ArticleCards } from './parts';

/**
 * The "Blog" section of the event and production pages (spec: programme §2 Productions "Sections
 * … Blog"): the magazine's articles about the production, newest first; nothing without any.
 */
export function BlogSection({
  articles,
  locale,
  kind,
}: {
  articles: ArticleItem[];
  locale: Locale;
  kind: 'event' | 'production';
}) {
  if (articles.length === 0) return null;
  const id = `${kind}-blog-heading`;
  return (
    <section className={`${kind}-section ${kind}-blog`} data-section="Blog" aria-labelledby={id}>
      <h2 id={id}>{t(locale, 'magazine.blogSection')}</h2>
      <ArticleCards
        locale={locale}
        articles={articles}
        label={t(locale, 'magazine.blogSection')}
        headingLevel={3}
      />
    </section>
  );
}
