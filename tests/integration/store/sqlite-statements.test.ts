/**
 * Prepared statements kept per SQLite connection, on a real better-sqlite3 database: reused by
 * SQL text, never while busy, bounded, and right through Kysely with different parameters.
 */
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { keepPreparedStatements } from '../../../src/server/api/store/sqlite-statements.ts';

const open: BetterSqlite3.Database[] = [];
function database(): BetterSqlite3.Database {
  const db = new BetterSqlite3(':memory:');
  db.exec('create table car (id integer primary key, make text)');
  db.exec("insert into car (make) values ('Toyota'), ('Mazda'), ('Kia')");
  open.push(db);
  return db;
}
afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
});

describe('keepPreparedStatements', () => {
  it('prepares a SQL text once and hands the same statement back', () => {
    const kept = keepPreparedStatements(database());
    const first = kept.prepare('select make from car where id = ?');
    expect(kept.prepare('select make from car where id = ?')).toBe(first);
    expect(kept.prepare('select id from car')).not.toBe(first);
    expect(first.all([2])).toEqual([{ make: 'Mazda' }]);
  });

  it('gives a fresh statement while the kept one is still being iterated', () => {
    const kept = keepPreparedStatements(database());
    const sql = 'select make from car order by id';
    const streaming = kept.prepare(sql);
    const rows = streaming.iterate([]);
    expect(rows.next().value).toEqual({ make: 'Toyota' });
    const other = kept.prepare(sql);
    expect(other).not.toBe(streaming);
    expect(other.all([])).toHaveLength(3);
    expect([...rows]).toEqual([{ make: 'Mazda' }, { make: 'Kia' }]);
    expect(kept.prepare(sql)).toBe(streaming);
  });

  it('keeps at most its limit, dropping the least recently used', () => {
    const kept = keepPreparedStatements(database(), 2);
    const a = kept.prepare('select 1');
    const b = kept.prepare('select 2');
    expect(kept.prepare('select 1')).toBe(a);
    kept.prepare('select 3');
    expect(kept.prepare('select 1')).toBe(a);
    expect(kept.prepare('select 2')).not.toBe(b);
  });

  it('runs Kysely queries with each run’s own parameters, and closes the database', async () => {
    const raw = database();
    const db = new Kysely<{ car: { id: number; make: string } }>({
      dialect: new SqliteDialect({ database: keepPreparedStatements(raw) }),
    });
    const makeOf = async (id: number) =>
      (await db.selectFrom('car').select('make').where('id', '=', id).executeTakeFirst())?.make;
    expect(await makeOf(1)).toBe('Toyota');
    expect(await makeOf(3)).toBe('Kia');
    await db.updateTable('car').set({ make: 'Ford' }).where('id', '=', 3).execute();
    expect(await makeOf(3)).toBe('Ford');
    await db.destroy();
    expect(raw.open).toBe(false);
  });
});
