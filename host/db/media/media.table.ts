import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { MediaKind } from '../../../src/contract/media';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A file of the media library (migration 0910-media; docs/decisions/0055-media-library.md). */
export interface MediaTable {
  id: Generated<number>;
  kind: MediaKind;
  mime: string;
  ext: string;
  /** SHA-256 of the content (hex): the original's name on disk and the renditions' prefix. */
  hash: string;
  size: number;
  width: number | null;
  height: number | null;
  original_name: string;
  title: Generated<string>;
  alt: JSONColumnType<{ de: string; en: string }, string | undefined, string>;
  decorative: Generated<boolean>;
  /** The focal point in whole percent from the left and the top. */
  focal_x: Generated<number>;
  focal_y: Generated<number>;
  version: Generated<number>;
  created_by_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// Declaration merging adds the table to the one Database interface (host/db/schema.ts).
declare module '../schema' {
  interface Database {
    media: MediaTable;
  }
}
