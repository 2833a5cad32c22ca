import type { CSSProperties } from 'react';

/** An image as a card draws it: the file, its alt text (empty = decorative) and its box. */
export interface CardImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** CSS `object-position`: the focal point editors chose (modules' image edit popup). */
  position?: string;
}

/**
 * A card's image: sized from its metadata so nothing moves when it arrives, and loaded lazily
 * (cards come in lists, mostly below the fold).
 */
export function CardImg({ image, className }: { image: CardImage; className?: string }) {
  const style: CSSProperties | undefined = image.position ? { objectPosition: image.position } : undefined;
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      // Empty means decorative here (the card's name says what it shows): marked for the
      // accessibility check before publishing (src/domain/page-accessibility.ts).
      data-decorative={image.alt ? undefined : ''}
      width={image.width}
      height={image.height}
      style={style}
      loading="lazy"
      decoding="async"
    />
  );
}
