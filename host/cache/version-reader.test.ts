import { describe, expect, it } from 'vitest';
import { mayWrite } from '../db/database';
import { VersionReader } from './version-reader';

describe('VersionReader with an in-process write count (decision 0161)', () => {
  it('reads once while nothing may have written, and again after a write', async () => {
    let version = 1;
    let reads = 0;
    let writes = 0;
    const reader = new VersionReader(
      async () => {
        reads++;
        return version;
      },
      () => writes,
    );
    expect(await reader.current()).toBe(1);
    expect(await reader.current()).toBe(1);
    expect(await reader.current()).toBe(1);
    expect(reads).toBe(1);
    version = 2;
    writes++;
    expect(await reader.current()).toBe(2);
    expect(reads).toBe(2);
    expect(await reader.current()).toBe(2);
    expect(reads).toBe(2);
  });

  it('does not keep a read during which a write ran', async () => {
    let version = 1;
    let reads = 0;
    let writes = 0;
    const reader = new VersionReader(
      async () => {
        reads++;
        const seen = version;
        // A write lands while this read is under way (its count moves).
        writes++;
        version++;
        return seen;
      },
      () => writes,
    );
    expect(await reader.current()).toBe(1);
    expect(await reader.current()).toBe(2);
    expect(reads).toBe(2);
  });

  it('without a write count (PostgreSQL), reads every time', async () => {
    let reads = 0;
    const reader = new VersionReader(async () => ++reads);
    expect(await reader.current()).toBe(1);
    expect(await reader.current()).toBe(2);
  });
});

describe('mayWrite', () => {
  it('counts every statement but a plain SELECT as a possible write', () => {
    for (const statement of [
      'insert into carts (token) values ($1)',
      'UPDATE events SET name = $1',
      'delete from reservations',
      'with bump as (insert into ticket_holds values (1)) select 1',
      'begin',
      'commit',
      'select nextval($1)',
      'select foyer_search_index_event(3)',
      '  SELECT 1; DELETE FROM pages',
    ])
      expect(mayWrite(statement), statement).toBe(true);
    for (const statement of [
      'select version from programme_version where id = 1',
      '  SELECT * FROM ticket_holds WHERE id = 1 FOR UPDATE',
      'select id from pages for no key update',
      "select set_config('pg_trgm.strict_word_similarity_threshold', '0.3', false)",
    ])
      expect(mayWrite(statement), statement).toBe(false);
  });
});
