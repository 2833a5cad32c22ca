import type { PersonItem } from '../contract/people';
import { CardImg } from './card-image';
import { Heading, type HeadingLevel } from './heading';

/**
 * A person card (issue 16): the portrait (its alt text, or an empty box of the same shape without
 * one), the name linking to the person's page and what they do. Drawn by the team page, a
 * person's colleagues and the Contributors section (with the role instead of the function).
 */
export function PersonCard({
  person,
  headingLevel = 3,
  role,
}: {
  person: Pick<PersonItem, 'name' | 'url' | 'function' | 'portrait'>;
  headingLevel?: HeadingLevel;
  /** The role in an event or production, shown instead of the function. */
  role?: string;
}) {
  const portrait = person.portrait;
  const line = role ?? person.function;
  return (
    <article className="person-card">
      <div className="person-card__media">
        {portrait ? (
          <CardImg
            image={{
              src: portrait.thumbnails.small,
              alt: portrait.alt,
              width: portrait.width,
              height: portrait.height,
            }}
          />
        ) : null}
      </div>
      <div className="person-card__body">
        <Heading level={headingLevel} className="person-card__name">
          <a href={person.url}>{person.name}</a>
        </Heading>
        {line ? <p className="person-card__role">{line}</p> : null}
      </div>
    </article>
  );
}
