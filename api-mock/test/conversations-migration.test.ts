// Migration 15 gives conversations their own key, of a job and a job seeker, with the application attached
// (so one can exist before any application: the talent pool's invitation). A database written before it
// keeps every conversation, message and read mark, under the same ids (the application's: every link sent
// keeps working), and a withdrawn application still takes its conversation.
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { fold, migrate, type Db } from '../src/db/database.js';

let db: Db;
afterEach(() => db?.close());

/**
 * A database at migration 14 with one application's conversation: three messages, one unread, and the
 * seeker's notification of it.
 */
function before15(): Db {
  db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  db.function('portal_fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? fold(value) : value,
  );
  migrate(db, 14);
  const at = '2026-01-01T00:00:00.000Z';
  db.exec(`
    INSERT INTO users (pk, id, name, email, password_hash, role, created_at, updated_at) VALUES
      (1, 'employer000000000000001', 'Employer', 'e@x.test', 'x', 'employeer', '${at}', '${at}'),
      (2, 'seeker00000000000000002', 'Seeker', 's@x.test', 'x', 'jobseeker', '${at}', '${at}'),
      (3, 'seeker00000000000000003', 'Other', 'o@x.test', 'x', 'jobseeker', '${at}', '${at}');
    INSERT INTO jobs (pk, id, employer_pk, title, location, category, type, description, requirements,
      salary_min, salary_max, created_at, updated_at)
      VALUES (10, 'job000000000000000000010', 1, 'Welder', 'Porto', 'Engineering', 'Full-time', 'd', 'r', 1, 2,
        '${at}', '${at}');
    INSERT INTO applications (pk, id, job_pk, seeker_pk, created_at, updated_at)
      VALUES (20, 'app000000000000000000020', 10, 2, '${at}', '${at}');
    INSERT INTO messages (pk, id, application_pk, sender_pk, text, created_at) VALUES
      (30, 'msg000000000000000000030', 20, 1, 'Hello', '${at}'),
      (31, 'msg000000000000000000031', 20, 2, 'Hi!', '${at}'),
      (32, 'msg000000000000000000032', 20, 1, 'Tuesday?', '${at}');
    INSERT INTO conversations (application_pk, seeker_pk, employer_pk, last_message_pk, seeker_read_pk,
      employer_read_pk, seeker_unread, employer_unread) VALUES (20, 2, 1, 32, 31, 32, 1, 0);
    INSERT INTO notifications (pk, id, user_pk, type, application_pk, created_at)
      VALUES (50, 'note00000000000000000050', 2, 'message', 20, '${at}');
  `);
  return db;
}

describe('migration 15: conversations of a job and a seeker', () => {
  it('keeps every conversation, message and read mark, under the application’s id', () => {
    before15();
    migrate(db);
    expect(db.prepare('SELECT * FROM conversations').all()).toEqual([
      {
        pk: 1,
        id: 'app000000000000000000020',
        job_pk: 10,
        seeker_pk: 2,
        employer_pk: 1,
        application_pk: 20,
        last_message_pk: 32,
        seeker_read_pk: 31,
        employer_read_pk: 32,
        seeker_unread: 1,
        employer_unread: 0,
      },
    ]);
    expect(
      db.prepare('SELECT pk, id, conversation_pk, sender_pk, text FROM messages ORDER BY pk').all(),
    ).toEqual([
      { pk: 30, id: 'msg000000000000000000030', conversation_pk: 1, sender_pk: 1, text: 'Hello' },
      { pk: 31, id: 'msg000000000000000000031', conversation_pk: 1, sender_pk: 2, text: 'Hi!' },
      { pk: 32, id: 'msg000000000000000000032', conversation_pk: 1, sender_pk: 1, text: 'Tuesday?' },
    ]);
    // The notification of the conversation is the conversation's now.
    expect(db.prepare('SELECT id, type, application_pk, conversation_pk FROM notifications').all()).toEqual([
      { id: 'note00000000000000000050', type: 'message', application_pk: null, conversation_pk: 1 },
    ]);
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    expect(
      (db.prepare('PRAGMA foreign_key_list(messages)').all() as { table: string; from: string }[]).map(
        (fk) => `${fk.from} → ${fk.table}`,
      ),
    ).toEqual(expect.arrayContaining(['conversation_pk → conversations', 'sender_pk → users']));
  });

  it('takes an application to the job when it comes, and loses the conversation with a withdrawn one', () => {
    before15();
    migrate(db);
    // A conversation opened before any application (an invitation) is the one the application joins.
    db.exec(`
      INSERT INTO conversations (id, job_pk, seeker_pk, employer_pk, last_message_pk)
        VALUES ('invite000000000000000040', 10, 3, 1, 0);
      INSERT INTO applications (pk, id, job_pk, seeker_pk, created_at, updated_at)
        VALUES (21, 'app000000000000000000021', 10, 3, '2026-01-02T00:00:00.000Z', '2026-01-02T00:00:00.000Z');
    `);
    expect(
      db
        .prepare('SELECT application_pk FROM conversations WHERE id = ?')
        .pluck()
        .get('invite000000000000000040'),
    ).toBe(21);
    // One conversation per job and seeker.
    expect(() =>
      db.exec(
        `INSERT INTO conversations (id, job_pk, seeker_pk, employer_pk, last_message_pk) VALUES ('again', 10, 3, 1, 0)`,
      ),
    ).toThrow(/UNIQUE/);

    db.exec('DELETE FROM applications WHERE pk = 20');
    expect(
      db.prepare('SELECT count(*) FROM conversations WHERE job_pk = 10 AND seeker_pk = 2').pluck().get(),
    ).toBe(0);
    expect(db.prepare('SELECT count(*) FROM messages').pluck().get()).toBe(0);
    expect(db.prepare('SELECT count(*) FROM notifications').pluck().get()).toBe(0);
  });
});
