// SQLite through better-sqlite3: pragmas and numbered migrations.
// Internal integer keys (`pk`) join the tables; the public `_id` is the 24-hex `id` column.
import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { assignCompanySlug } from '../lib/company-slugs.js';
import { uploadKindOf, uploadNameOf } from '../lib/upload-names.js';

export type Db = Database.Database;

interface Migration {
  version: number;
  name: string;
  sql: string;
  /** Data changes that need code (run after `sql`, in the same transaction). */
  run?: (db: Db) => void;
}

/** Data files are readable by the server's user only; their folders too. */
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'users, jobs, applications, saved jobs',
    sql: `
      CREATE TABLE users (
        pk INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        email TEXT NOT NULL UNIQUE,            -- stored lower-cased: unique case-insensitively
        password_hash TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('jobseeker', 'employeer')),
        avatar TEXT NOT NULL DEFAULT '',
        resume TEXT NOT NULL DEFAULT '',
        company_name TEXT NOT NULL DEFAULT '',
        company_description TEXT NOT NULL DEFAULT '',
        company_logo TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE jobs (
        pk INTEGER PRIMARY KEY,                -- grows with creation: the search index's doc number
        id TEXT NOT NULL UNIQUE,
        employer_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        title TEXT NOT NULL,
        location TEXT NOT NULL,
        category TEXT NOT NULL,
        type TEXT NOT NULL,
        description TEXT NOT NULL,
        requirements TEXT NOT NULL,
        salary_min INTEGER NOT NULL CHECK (salary_min >= 0),
        salary_max INTEGER NOT NULL CHECK (salary_max >= 0),
        is_closed INTEGER NOT NULL DEFAULT 0 CHECK (is_closed IN (0, 1)),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX jobs_by_employer ON jobs(employer_pk, pk);
      CREATE TABLE applications (
        pk INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        job_pk INTEGER NOT NULL REFERENCES jobs(pk) ON DELETE CASCADE,
        seeker_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        status TEXT NOT NULL DEFAULT 'Applied' CHECK (status IN ('Applied', 'Review', 'Accepted', 'Rejected')),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (job_pk, seeker_pk)
      );
      CREATE INDEX applications_by_seeker ON applications(seeker_pk, job_pk);
      CREATE TABLE saved_jobs (
        pk INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        job_pk INTEGER NOT NULL REFERENCES jobs(pk) ON DELETE CASCADE,
        seeker_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        UNIQUE (seeker_pk, job_pk)
      );
      CREATE INDEX saved_jobs_by_job ON saved_jobs(job_pk);
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
  },
  {
    version: 2,
    name: 'application notes, notifications',
    // Both hang off an application: a withdrawal or a job's deletion removes the application, and the
    // cascade takes its notes and notifications with it, so nothing is left that points at a 404.
    sql: `
      CREATE TABLE application_notes (
        pk INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        application_pk INTEGER NOT NULL REFERENCES applications(pk) ON DELETE CASCADE,
        author_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        text TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX application_notes_by_application ON application_notes(application_pk, pk);
      CREATE INDEX application_notes_by_author ON application_notes(author_pk);
      CREATE TABLE notifications (
        pk INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        user_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('application-status')),
        application_pk INTEGER NOT NULL REFERENCES applications(pk) ON DELETE CASCADE,
        status TEXT NOT NULL CHECK (status IN ('Applied', 'Review', 'Accepted', 'Rejected')),
        created_at TEXT NOT NULL,
        read_at TEXT
      );
      CREATE INDEX notifications_by_user ON notifications(user_pk, pk);
      CREATE INDEX notifications_by_application ON notifications(application_pk);
    `,
  },
  {
    version: 3,
    name: 'upload owners, revoked tokens',
    sql: `
      -- Every stored upload with its owner: only the owner may reference it in a profile or delete it.
      -- owner_pk NULL: uploaded without a token (the signup avatar), claimable once by the registration
      -- that names it, for a short time.
      CREATE TABLE uploads (
        name TEXT PRIMARY KEY,                 -- the stored file name, <32 hex>.<ext>
        url TEXT NOT NULL UNIQUE,              -- the URL handed out
        owner_pk INTEGER REFERENCES users(pk) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('image', 'resume')),
        created_at TEXT NOT NULL
      );
      CREATE INDEX uploads_unclaimed ON uploads(created_at) WHERE owner_pk IS NULL;
      -- Tokens ended by a logout, by a hash of the whole token, until they would have expired anyway.
      CREATE TABLE revoked_tokens (
        hash TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL            -- seconds since the epoch (the token's exp)
      );
    `,
    // Files uploaded before owners were recorded belong to the first user whose profile uses them.
    run(db) {
      const insert = db.prepare(
        'INSERT OR IGNORE INTO uploads (name, url, owner_pk, kind, created_at) VALUES (?, ?, ?, ?, ?)',
      );
      const rows = db
        .prepare('SELECT pk, avatar, resume, company_logo, updated_at FROM users ORDER BY pk')
        .all() as { pk: number; avatar: string; resume: string; company_logo: string; updated_at: string }[];
      for (const row of rows) {
        for (const url of [row.avatar, row.resume, row.company_logo]) {
          const name = uploadNameOf(url);
          if (name) insert.run(name, url, row.pk, uploadKindOf(name), row.updated_at);
        }
      }
    },
  },
  {
    version: 4,
    name: 'mail outbox, mail preferences',
    sql: `
      -- Every e-mail, queued in the same transaction as the change it tells about and sent by the mail
      -- worker (services/mail.ts), so a slow or absent mail server never fails or slows that change.
      -- The recipient is a user (the address is read when sending); data is the template's JSON.
      CREATE TABLE mail_outbox (
        pk INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL,
        user_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        data TEXT NOT NULL,
        link TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('queued', 'sent', 'failed', 'skipped')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER,              -- ms since the epoch; null once sent, failed or skipped
        last_error TEXT,
        subject TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL,          -- ms since the epoch (delivery times are real time)
        sent_at INTEGER
      );
      CREATE INDEX mail_outbox_due ON mail_outbox(next_attempt_at) WHERE status = 'queued';
      CREATE INDEX mail_outbox_by_user ON mail_outbox(user_pk);
      -- Kinds of e-mail a user turned off (preferences page or an e-mail's unsubscribe link).
      CREATE TABLE mail_unsubscribes (
        user_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (user_pk, kind)
      );
    `,
  },
  {
    version: 5,
    name: 'seeker profile for matching and the resume builder, verified e-mail, upload names',
    sql: `
      ALTER TABLE users ADD COLUMN email_verified_at TEXT;
      ALTER TABLE users ADD COLUMN headline TEXT NOT NULL DEFAULT '';
      ALTER TABLE users ADD COLUMN skills TEXT NOT NULL DEFAULT '[]';          -- JSON array of strings
      ALTER TABLE users ADD COLUMN desired_location TEXT NOT NULL DEFAULT '';
      ALTER TABLE users ADD COLUMN desired_type TEXT NOT NULL DEFAULT '';
      ALTER TABLE users ADD COLUMN open_to_remote INTEGER NOT NULL DEFAULT 0 CHECK (open_to_remote IN (0, 1));
      ALTER TABLE users ADD COLUMN summary TEXT NOT NULL DEFAULT '';
      ALTER TABLE users ADD COLUMN experience TEXT NOT NULL DEFAULT '[]';      -- JSON array of entries
      ALTER TABLE users ADD COLUMN education TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE users ADD COLUMN resume_name TEXT NOT NULL DEFAULT '';
      ALTER TABLE users ADD COLUMN resume_uploaded_at TEXT;
      -- The file name the uploader's computer gave it, shown instead of the stored random name.
      ALTER TABLE uploads ADD COLUMN original_name TEXT NOT NULL DEFAULT '';
    `,
    // A résumé uploaded before names were kept shows its stored name and its upload's date.
    run(db) {
      db.exec(`UPDATE users SET resume_name = substr(resume, length(rtrim(resume, replace(resume, '/', ''))) + 1),
                 resume_uploaded_at = coalesce((SELECT created_at FROM uploads WHERE url = users.resume), updated_at)
               WHERE resume <> ''`);
    },
  },
  {
    version: 6,
    name: 'job alerts, job-alert notifications',
    sql: `
      CREATE TABLE job_alerts (
        pk INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        user_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        keyword TEXT NOT NULL DEFAULT '',
        location TEXT NOT NULL DEFAULT '',
        type TEXT NOT NULL DEFAULT '',
        category TEXT NOT NULL DEFAULT '',
        min_salary INTEGER,
        max_salary INTEGER,
        frequency TEXT NOT NULL CHECK (frequency IN ('instant', 'daily')),
        created_at TEXT NOT NULL,
        last_sent_at TEXT
      );
      CREATE INDEX job_alerts_by_user ON job_alerts(user_pk, pk);
      -- New jobs waiting to be matched against the alerts (posting a job never waits for that).
      CREATE TABLE alert_queue (job_pk INTEGER PRIMARY KEY REFERENCES jobs(pk) ON DELETE CASCADE);
      -- Jobs a daily alert found since its last digest.
      CREATE TABLE alert_pending (
        alert_pk INTEGER NOT NULL REFERENCES job_alerts(pk) ON DELETE CASCADE,
        job_pk INTEGER NOT NULL REFERENCES jobs(pk) ON DELETE CASCADE,
        PRIMARY KEY (alert_pk, job_pk)
      );
      -- Notifications now also tell about a job an alert found: the application and status are for
      -- application-status only, the job and alert for job-alert (a deleted alert leaves its notifications).
      CREATE TABLE notifications_next (
        pk INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        user_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('application-status', 'job-alert')),
        application_pk INTEGER REFERENCES applications(pk) ON DELETE CASCADE,
        status TEXT CHECK (status IN ('Applied', 'Review', 'Accepted', 'Rejected')),
        job_pk INTEGER REFERENCES jobs(pk) ON DELETE CASCADE,
        alert_pk INTEGER REFERENCES job_alerts(pk) ON DELETE SET NULL,
        created_at TEXT NOT NULL,
        read_at TEXT,
        CHECK ((type = 'application-status') = (application_pk IS NOT NULL AND status IS NOT NULL)),
        CHECK ((type = 'job-alert') = (job_pk IS NOT NULL))
      );
      INSERT INTO notifications_next (pk, id, user_pk, type, application_pk, status, created_at, read_at)
        SELECT pk, id, user_pk, type, application_pk, status, created_at, read_at FROM notifications;
      DROP TABLE notifications;
      ALTER TABLE notifications_next RENAME TO notifications;
      CREATE INDEX notifications_by_user ON notifications(user_pk, pk);
      CREATE INDEX notifications_by_application ON notifications(application_pk);
      CREATE INDEX notifications_by_job ON notifications(job_pk);
    `,
  },
  {
    version: 7,
    name: 'sessions by id, folded search text, one notification per kind, upload sizes',
    sql: `
      -- A logout revokes the session's id (jti), whatever spelling of the token comes back. The hashes of
      -- whole tokens recorded before go: tokens of that generation are refused anyway (auth/token.ts).
      DROP TABLE revoked_tokens;
      CREATE TABLE revoked_tokens (
        jti TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL            -- seconds since the epoch (the token's exp)
      );
      -- The candidate search matches folded text, folded once when a name or a title is written (by these
      -- triggers, so no write path can forget it), never row by row in a search.
      ALTER TABLE users ADD COLUMN name_folded TEXT NOT NULL DEFAULT '';
      ALTER TABLE jobs ADD COLUMN title_folded TEXT NOT NULL DEFAULT '';
      UPDATE users SET name_folded = portal_fold(name);
      UPDATE jobs SET title_folded = portal_fold(title);
      CREATE TRIGGER users_fold_insert AFTER INSERT ON users
        BEGIN UPDATE users SET name_folded = portal_fold(NEW.name) WHERE pk = NEW.pk; END;
      CREATE TRIGGER users_fold_update AFTER UPDATE OF name ON users
        BEGIN UPDATE users SET name_folded = portal_fold(NEW.name) WHERE pk = NEW.pk; END;
      CREATE TRIGGER jobs_fold_insert AFTER INSERT ON jobs
        BEGIN UPDATE jobs SET title_folded = portal_fold(NEW.title) WHERE pk = NEW.pk; END;
      CREATE TRIGGER jobs_fold_update AFTER UPDATE OF title ON jobs
        BEGIN UPDATE jobs SET title_folded = portal_fold(NEW.title) WHERE pk = NEW.pk; END;
      -- The candidate search reads every application of an employer's jobs for its counts and order:
      -- from this index alone, without visiting the rows.
      CREATE INDEX applications_by_job_stage ON applications(job_pk, status, created_at, seeker_pk);
      -- One notification per kind and application: a new change updates it (the newest one is kept).
      -- (Notifications of a job an alert found have no application: they are all kept.)
      DELETE FROM notifications
        WHERE application_pk IS NOT NULL
          AND pk NOT IN (SELECT max(pk) FROM notifications GROUP BY application_pk, type);
      DROP INDEX notifications_by_application;
      CREATE UNIQUE INDEX notifications_one_per_kind ON notifications(application_pk, type);
      -- Uploads: their size (the per-user quota) and, when sent without a token, the sender's address.
      -- Sizes of older rows are read from disk at start (services/upload-files.ts).
      ALTER TABLE uploads ADD COLUMN size INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE uploads ADD COLUMN client TEXT;
      CREATE INDEX uploads_by_owner ON uploads(owner_pk, created_at);
      CREATE INDEX uploads_unclaimed_by_client ON uploads(client) WHERE owner_pk IS NULL;
      -- Whether any profile still uses an upload (the sweeper asks for every stale one).
      CREATE INDEX users_by_avatar ON users(avatar);
      CREATE INDEX users_by_resume ON users(resume);
      CREATE INDEX users_by_company_logo ON users(company_logo);
    `,
  },
  {
    version: 8,
    name: 'stage changes told after an undo window, rejection reasons',
    sql: `
      -- The candidate hears of a stage change only once the employer's Undo window has passed, from the
      -- server (services/stage-changes.ts): until then they see what they were last told. told_status and
      -- told_at are NULL when that is the current status (nothing waiting); notice_due_at (ms since the
      -- epoch) is when to compare the two and tell them, NULL when nothing is waiting. Several changes
      -- inside one window are one notice (of the last), and a change undone in time is none.
      ALTER TABLE applications ADD COLUMN told_status TEXT
        CHECK (told_status IN ('Applied', 'Review', 'Accepted', 'Rejected'));
      ALTER TABLE applications ADD COLUMN told_at TEXT;
      ALTER TABLE applications ADD COLUMN notice_due_at INTEGER;
      CREATE INDEX applications_notice_due ON applications(notice_due_at) WHERE notice_due_at IS NOT NULL;
      -- A rejection's reason (the employer's record) and its message (sent to the candidate with the news).
      ALTER TABLE applications ADD COLUMN rejection_reason TEXT;
      ALTER TABLE applications ADD COLUMN rejection_message TEXT;
      -- Each change of stage, for its Undo: what the application was before, until when it may be taken
      -- back. A bulk move's rows share one change_id (the Undo handle). Rows are dropped once their window
      -- is long gone.
      CREATE TABLE status_changes (
        pk INTEGER PRIMARY KEY,
        change_id TEXT NOT NULL,
        application_pk INTEGER NOT NULL REFERENCES applications(pk) ON DELETE CASCADE,
        employer_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        prev_status TEXT NOT NULL,
        prev_updated_at TEXT NOT NULL,
        prev_rejection_reason TEXT,
        prev_rejection_message TEXT,
        new_status TEXT NOT NULL,
        changed_at TEXT NOT NULL,              -- the application's updated_at the change wrote
        undo_until INTEGER NOT NULL,           -- ms since the epoch
        undone_at TEXT
      );
      CREATE INDEX status_changes_by_change ON status_changes(change_id);
      CREATE INDEX status_changes_by_application ON status_changes(application_pk);
      CREATE INDEX status_changes_by_age ON status_changes(undo_until);
    `,
  },
  {
    version: 9,
    name: 'employers hear of new applications: a notification kind, daily e-mail digests',
    sql: `
      -- Notifications now also tell an employer of a new application to one of their jobs (the
      -- application's one notification of that kind; status is for application-status only).
      CREATE TABLE notifications_next (
        pk INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        user_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('application-status', 'job-alert', 'new-application')),
        application_pk INTEGER REFERENCES applications(pk) ON DELETE CASCADE,
        status TEXT CHECK (status IN ('Applied', 'Review', 'Accepted', 'Rejected')),
        job_pk INTEGER REFERENCES jobs(pk) ON DELETE CASCADE,
        alert_pk INTEGER REFERENCES job_alerts(pk) ON DELETE SET NULL,
        created_at TEXT NOT NULL,
        read_at TEXT,
        CHECK ((type = 'application-status') = (status IS NOT NULL)),
        CHECK ((type IN ('application-status', 'new-application')) = (application_pk IS NOT NULL)),
        CHECK ((type = 'job-alert') = (job_pk IS NOT NULL))
      );
      INSERT INTO notifications_next SELECT pk, id, user_pk, type, application_pk, status, job_pk, alert_pk,
        created_at, read_at FROM notifications;
      DROP TABLE notifications;
      ALTER TABLE notifications_next RENAME TO notifications;
      CREATE INDEX notifications_by_user ON notifications(user_pk, pk);
      CREATE INDEX notifications_by_job ON notifications(job_pk);
      CREATE UNIQUE INDEX notifications_one_per_kind ON notifications(application_pk, type);
      -- Kinds a user has as one e-mail a day (daily = 1), and when the last digest of a kind went.
      CREATE TABLE mail_digests (
        user_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        daily INTEGER NOT NULL DEFAULT 0 CHECK (daily IN (0, 1)),
        last_sent_at INTEGER,                  -- ms since the epoch
        PRIMARY KEY (user_pk, kind)
      );
      -- What waits for a user's next digest of a kind: the template's data for one item, and the
      -- application it is about (withdrawn: it goes, and the digest does not list it).
      CREATE TABLE mail_digest_items (
        pk INTEGER PRIMARY KEY,
        user_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        application_pk INTEGER REFERENCES applications(pk) ON DELETE CASCADE,
        data TEXT NOT NULL,
        created_at INTEGER NOT NULL            -- ms since the epoch
      );
      CREATE INDEX mail_digest_items_by_user ON mail_digest_items(user_pk, kind, pk);
    `,
  },
  {
    version: 10,
    name: 'password reset links, sessions that end together, uploads by address and day',
    sql: `
      -- "Forgot password?" links: only a hash of the e-mailed token is kept (repos/password-resets-repo.ts),
      -- so the database alone opens no account. A link is deleted when used, and with its account's others
      -- when the password changes; expired ones go as new ones are made.
      CREATE TABLE password_resets (
        token_hash TEXT PRIMARY KEY,           -- SHA-256 of the token, hex
        user_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,           -- ms since the epoch
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX password_resets_by_user ON password_resets(user_pk);
      CREATE INDEX password_resets_by_expiry ON password_resets(expires_at);
      -- Every session of an account ends at once (a new password, "sign out everywhere"): tokens carry the
      -- generation they were issued in, and an older one is refused. By the account's id, not its row, and
      -- kept by a QA reset like revoked_tokens: a reset re-creates the seeded accounts with the same ids.
      CREATE TABLE session_generations (
        user_id TEXT PRIMARY KEY,
        generation INTEGER NOT NULL
      );
      -- The upload quota counts what one address sent in the last 24 hours, whatever the account.
      DROP INDEX uploads_unclaimed_by_client;
      CREATE INDEX uploads_by_client ON uploads(client, created_at);
    `,
  },
  {
    version: 11,
    name: 'screening questions on jobs, answers on applications',
    sql: `
      -- A job's screening questions, in order, as JSON (at most 10, each small: repos/screening.ts): read
      -- whole with the job and written whole with it, never queried by part.
      ALTER TABLE jobs ADD COLUMN screening_questions TEXT NOT NULL DEFAULT '[]';
      -- A candidate's answers as JSON, each with the question as it was asked (so editing the questions
      -- keeps them meaningful), and whether an answer was a knock-out when they applied: the pipeline
      -- filters on it, so it is a column of its own.
      ALTER TABLE applications ADD COLUMN screening_answers TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE applications ADD COLUMN knocked_out INTEGER NOT NULL DEFAULT 0 CHECK (knocked_out IN (0, 1));
    `,
  },
  {
    version: 12,
    name: 'direct messages: conversations per application, messages, read marks; message notifications',
    sql: `
      -- One conversation per application, between its job seeker and the employer of its job (copied here:
      -- neither changes for an application, and each side lists its conversations by them). Made with its
      -- first message. Each side's read mark is the last message it has read; its unread count is kept
      -- beside it, so a header's count is one indexed sum, not a count over messages.
      CREATE TABLE conversations (
        application_pk INTEGER PRIMARY KEY REFERENCES applications(pk) ON DELETE CASCADE,
        seeker_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        employer_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        last_message_pk INTEGER NOT NULL,
        seeker_read_pk INTEGER NOT NULL DEFAULT 0,
        employer_read_pk INTEGER NOT NULL DEFAULT 0,
        seeker_unread INTEGER NOT NULL DEFAULT 0 CHECK (seeker_unread >= 0),
        employer_unread INTEGER NOT NULL DEFAULT 0 CHECK (employer_unread >= 0)
      );
      CREATE INDEX conversations_by_seeker ON conversations(seeker_pk, last_message_pk);
      CREATE INDEX conversations_by_employer ON conversations(employer_pk, last_message_pk);
      -- The messages, plain text as typed (trimmed). pk grows with time: a conversation pages by it.
      CREATE TABLE messages (
        pk INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        application_pk INTEGER NOT NULL REFERENCES applications(pk) ON DELETE CASCADE,
        sender_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        text TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX messages_by_application ON messages(application_pk, pk);
      -- Notifications also tell a reader of new messages: one per conversation and reader (both sides of
      -- an application may have one), so a kind is unique per application and reader now.
      CREATE TABLE notifications_next (
        pk INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        user_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('application-status', 'job-alert', 'new-application', 'message')),
        application_pk INTEGER REFERENCES applications(pk) ON DELETE CASCADE,
        status TEXT CHECK (status IN ('Applied', 'Review', 'Accepted', 'Rejected')),
        job_pk INTEGER REFERENCES jobs(pk) ON DELETE CASCADE,
        alert_pk INTEGER REFERENCES job_alerts(pk) ON DELETE SET NULL,
        created_at TEXT NOT NULL,
        read_at TEXT,
        CHECK ((type = 'application-status') = (status IS NOT NULL)),
        CHECK ((type IN ('application-status', 'new-application', 'message')) = (application_pk IS NOT NULL)),
        CHECK ((type = 'job-alert') = (job_pk IS NOT NULL))
      );
      INSERT INTO notifications_next SELECT pk, id, user_pk, type, application_pk, status, job_pk, alert_pk,
        created_at, read_at FROM notifications;
      DROP TABLE notifications;
      ALTER TABLE notifications_next RENAME TO notifications;
      CREATE INDEX notifications_by_user ON notifications(user_pk, pk);
      CREATE INDEX notifications_by_job ON notifications(job_pk);
      CREATE UNIQUE INDEX notifications_one_per_kind ON notifications(application_pk, type, user_pk);
    `,
  },
  {
    version: 13,
    name: 'talent pool: discoverable job seekers and their search index',
    sql: `
      -- A job seeker may be found by employers; nobody is until they say so.
      ALTER TABLE users ADD COLUMN discoverable INTEGER NOT NULL DEFAULT 0 CHECK (discoverable IN (0, 1));
      -- The words employers search a discoverable seeker by: skills, titles (the headline and the jobs of the
      -- experience) and the place (with "remote" for one open to remote work). One row per discoverable
      -- seeker (rowid = users.pk), kept by the triggers below on every write of those fields (and a seeker
      -- written discoverable from the start, as QA's talent pool scenario does), so turning
      -- discovery off takes the seeker out of the next search. Prefixes of 2 and 3 letters are indexed:
      -- "typ" finds TypeScript without a scan of the dictionary.
      CREATE VIRTUAL TABLE talent_index USING fts5(
        skills, titles, place,
        tokenize = 'unicode61 remove_diacritics 2',
        prefix = '2 3'
      );
      CREATE TRIGGER talent_index_on_update
      AFTER UPDATE OF discoverable, role, headline, skills, experience, desired_location, open_to_remote ON users
      BEGIN
        DELETE FROM talent_index WHERE rowid = OLD.pk;
        INSERT INTO talent_index (rowid, skills, titles, place)
        SELECT NEW.pk,
          (SELECT coalesce(group_concat(value, ' '), '') FROM json_each(NEW.skills)),
          NEW.headline || ' ' ||
            (SELECT coalesce(group_concat(json_extract(value, '$.title'), ' '), '') FROM json_each(NEW.experience)),
          NEW.desired_location || CASE WHEN NEW.open_to_remote = 1 THEN ' remote' ELSE '' END
        WHERE NEW.discoverable = 1 AND NEW.role = 'jobseeker';
      END;
      CREATE TRIGGER talent_index_on_insert AFTER INSERT ON users
      WHEN NEW.discoverable = 1 AND NEW.role = 'jobseeker'
      BEGIN
        INSERT INTO talent_index (rowid, skills, titles, place) VALUES (NEW.pk,
          (SELECT coalesce(group_concat(value, ' '), '') FROM json_each(NEW.skills)),
          NEW.headline || ' ' ||
            (SELECT coalesce(group_concat(json_extract(value, '$.title'), ' '), '') FROM json_each(NEW.experience)),
          NEW.desired_location || CASE WHEN NEW.open_to_remote = 1 THEN ' remote' ELSE '' END);
      END;
      CREATE TRIGGER talent_index_on_delete AFTER DELETE ON users
      BEGIN
        DELETE FROM talent_index WHERE rowid = OLD.pk;
      END;
    `,
  },
  {
    version: 14,
    name: 'talent search: discoverable seekers by their last update, and a count of changes to them',
    sql: `
      -- The talent pool without words lists the newest profiles first: this index holds exactly the seekers
      -- the search index does (discoverable job seekers), in that order, so a page is read off it, never
      -- sorted out of every row.
      CREATE INDEX users_discoverable_by_update ON users(updated_at DESC, pk DESC)
        WHERE discoverable = 1 AND role = 'jobseeker';
      -- Grows with every write that can change a search's answer (a discoverable seeker added, changed in
      -- any field or removed, or one turning discovery on or off), whoever wrote it: the search keeps its
      -- rankings, totals and cards for as long as it has not moved (repos/talent-repo.ts). Never emptied (a
      -- QA reset removes the seekers, which moves it).
      CREATE TABLE talent_changes (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL);
      INSERT INTO talent_changes (id, n) VALUES (1, 0);
      CREATE TRIGGER talent_changes_on_insert AFTER INSERT ON users
      WHEN NEW.discoverable = 1 AND NEW.role = 'jobseeker'
      BEGIN
        UPDATE talent_changes SET n = n + 1;
      END;
      CREATE TRIGGER talent_changes_on_update AFTER UPDATE ON users
      WHEN OLD.discoverable = 1 OR NEW.discoverable = 1
      BEGIN
        UPDATE talent_changes SET n = n + 1;
      END;
      CREATE TRIGGER talent_changes_on_delete AFTER DELETE ON users
      WHEN OLD.discoverable = 1
      BEGIN
        UPDATE talent_changes SET n = n + 1;
      END;
    `,
  },
  {
    version: 15,
    name: 'conversations of a job and a job seeker, with their own key; the application attached',
    sql: `
      -- A conversation is between a job's employer and a job seeker, about that job: opened by the
      -- employer on an application, or (the talent pool's invitation) before there is any. The seeker's
      -- application to that job belongs to it whenever it comes (the trigger below), and goes with it as
      -- before: a withdrawn application takes its conversation. Its id is the application's when it was
      -- opened on one (every conversation kept here: the links already sent keep working), its own
      -- otherwise. Everything else is as migration 12 made it.
      CREATE TABLE conversations_next (
        pk INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        job_pk INTEGER NOT NULL REFERENCES jobs(pk) ON DELETE CASCADE,
        seeker_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        employer_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        application_pk INTEGER UNIQUE REFERENCES applications(pk) ON DELETE CASCADE,
        last_message_pk INTEGER NOT NULL,
        seeker_read_pk INTEGER NOT NULL DEFAULT 0,
        employer_read_pk INTEGER NOT NULL DEFAULT 0,
        seeker_unread INTEGER NOT NULL DEFAULT 0 CHECK (seeker_unread >= 0),
        employer_unread INTEGER NOT NULL DEFAULT 0 CHECK (employer_unread >= 0),
        UNIQUE (job_pk, seeker_pk)
      );
      INSERT INTO conversations_next (id, job_pk, seeker_pk, employer_pk, application_pk, last_message_pk,
        seeker_read_pk, employer_read_pk, seeker_unread, employer_unread)
      SELECT a.id, a.job_pk, c.seeker_pk, c.employer_pk, c.application_pk, c.last_message_pk,
        c.seeker_read_pk, c.employer_read_pk, c.seeker_unread, c.employer_unread
      FROM conversations c JOIN applications a ON a.pk = c.application_pk ORDER BY c.application_pk;
      CREATE TABLE messages_next (
        pk INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        conversation_pk INTEGER NOT NULL REFERENCES conversations_next(pk) ON DELETE CASCADE,
        sender_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        text TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      INSERT INTO messages_next (pk, id, conversation_pk, sender_pk, text, created_at)
      SELECT m.pk, m.id, c.pk, m.sender_pk, m.text, m.created_at
      FROM messages m JOIN conversations_next c ON c.application_pk = m.application_pk ORDER BY m.pk;
      DROP TABLE messages;
      DROP TABLE conversations;
      ALTER TABLE conversations_next RENAME TO conversations;
      ALTER TABLE messages_next RENAME TO messages;
      CREATE INDEX conversations_by_seeker ON conversations(seeker_pk, last_message_pk);
      CREATE INDEX conversations_by_employer ON conversations(employer_pk, last_message_pk);
      CREATE INDEX messages_by_conversation ON messages(conversation_pk, pk);
      CREATE TRIGGER conversations_take_application AFTER INSERT ON applications
      BEGIN
        UPDATE conversations SET application_pk = NEW.pk
        WHERE job_pk = NEW.job_pk AND seeker_pk = NEW.seeker_pk AND application_pk IS NULL;
      END;
      -- A message notification belongs to its conversation now (one per conversation and reader, as
      -- before), whether or not the conversation has an application.
      CREATE TABLE notifications_next (
        pk INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        user_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('application-status', 'job-alert', 'new-application', 'message')),
        application_pk INTEGER REFERENCES applications(pk) ON DELETE CASCADE,
        conversation_pk INTEGER REFERENCES conversations(pk) ON DELETE CASCADE,
        status TEXT CHECK (status IN ('Applied', 'Review', 'Accepted', 'Rejected')),
        job_pk INTEGER REFERENCES jobs(pk) ON DELETE CASCADE,
        alert_pk INTEGER REFERENCES job_alerts(pk) ON DELETE SET NULL,
        created_at TEXT NOT NULL,
        read_at TEXT,
        CHECK ((type = 'application-status') = (status IS NOT NULL)),
        CHECK ((type IN ('application-status', 'new-application')) = (application_pk IS NOT NULL)),
        CHECK ((type = 'message') = (conversation_pk IS NOT NULL)),
        CHECK ((type = 'job-alert') = (job_pk IS NOT NULL))
      );
      INSERT INTO notifications_next SELECT n.pk, n.id, n.user_pk, n.type,
        CASE WHEN n.type = 'message' THEN NULL ELSE n.application_pk END, c.pk,
        n.status, n.job_pk, n.alert_pk, n.created_at, n.read_at
      FROM notifications n LEFT JOIN conversations c ON n.type = 'message' AND c.application_pk = n.application_pk
      WHERE n.type <> 'message' OR c.pk IS NOT NULL
      ORDER BY n.pk;
      DROP TABLE notifications;
      ALTER TABLE notifications_next RENAME TO notifications;
      CREATE INDEX notifications_by_user ON notifications(user_pk, pk);
      CREATE INDEX notifications_by_job ON notifications(job_pk);
      CREATE UNIQUE INDEX notifications_one_per_kind ON notifications(application_pk, type, user_pk);
      CREATE UNIQUE INDEX notifications_one_per_conversation ON notifications(conversation_pk, type, user_pk);
    `,
  },
  {
    version: 16,
    name: 'company pages: each company its current slug, and every slug it ever had',
    sql: `
      -- The company page's address (/companies/:slug), made from the company name when it is first saved
      -- and again when it is renamed; NULL while the employer has no company name.
      ALTER TABLE users ADD COLUMN company_slug TEXT;
      CREATE UNIQUE INDEX users_by_company_slug ON users(company_slug) WHERE company_slug IS NOT NULL;
      -- Every slug a company has had, the current one too: a former one still finds the company (the site
      -- redirects it to the current one), and no other company can take it.
      CREATE TABLE company_slugs (
        slug TEXT PRIMARY KEY,
        user_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE
      ) WITHOUT ROWID;
      CREATE INDEX company_slugs_by_user ON company_slugs(user_pk);
    `,
    run(db) {
      // The employers who named their company already get their page's slug, oldest account first.
      const named = db
        .prepare<[], { pk: number; company_name: string }>(
          "SELECT pk, company_name FROM users WHERE role = 'employeer' AND trim(company_name) <> '' ORDER BY pk",
        )
        .all();
      for (const user of named) assignCompanySlug(db, user.pk, user.company_name);
    },
  },
  {
    version: 17,
    name: 'the résumé sent with an application: a built résumé kept as it was sent',
    sql: `
      -- The résumé file sent with the application when it is not the profile's (a PDF of the résumé the
      -- seeker built, made when they applied, so later edits of the profile do not change what was sent),
      -- with the name it is shown under; '' for the profile's uploaded résumé, as every application before.
      -- The upload sweeper asks whether an upload is used by its URL, hence the index.
      ALTER TABLE applications ADD COLUMN resume TEXT NOT NULL DEFAULT '';
      ALTER TABLE applications ADD COLUMN resume_name TEXT NOT NULL DEFAULT '';
      CREATE INDEX applications_by_resume ON applications(resume) WHERE resume <> '';
    `,
  },
  {
    version: 18,
    name: 'jobs expire: each job listed until a date (its employer told a few days before), then closed by itself',
    sql: `
      -- When the job stops being listed (ISO time): posted + 60 days, pushed on by Extend or a re-open.
      ALTER TABLE jobs ADD COLUMN valid_through TEXT NOT NULL DEFAULT '';
      -- Until now a posting was shown as valid for 60 days from its last change: kept as it was published.
      UPDATE jobs SET valid_through = strftime('%Y-%m-%dT%H:%M:%fZ', max(created_at, updated_at), '+60 days');
      -- The sweep looks for open jobs past their date.
      CREATE INDEX jobs_open_by_valid_through ON jobs(valid_through) WHERE is_closed = 0;
      -- The date the employer was told of (a few days before it): told once per date, again after an Extend.
      ALTER TABLE jobs ADD COLUMN expiry_told_for TEXT NOT NULL DEFAULT '';
      -- The employer's notification that a job's listing ends soon (it names the job, as a job alert does).
      CREATE TABLE notifications_next (
        pk INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        user_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('application-status', 'job-alert', 'new-application', 'message', 'job-expiring')),
        application_pk INTEGER REFERENCES applications(pk) ON DELETE CASCADE,
        conversation_pk INTEGER REFERENCES conversations(pk) ON DELETE CASCADE,
        status TEXT CHECK (status IN ('Applied', 'Review', 'Accepted', 'Rejected')),
        job_pk INTEGER REFERENCES jobs(pk) ON DELETE CASCADE,
        alert_pk INTEGER REFERENCES job_alerts(pk) ON DELETE SET NULL,
        created_at TEXT NOT NULL,
        read_at TEXT,
        CHECK ((type = 'application-status') = (status IS NOT NULL)),
        CHECK ((type IN ('application-status', 'new-application')) = (application_pk IS NOT NULL)),
        CHECK ((type = 'message') = (conversation_pk IS NOT NULL)),
        CHECK ((type IN ('job-alert', 'job-expiring')) = (job_pk IS NOT NULL))
      );
      INSERT INTO notifications_next SELECT pk, id, user_pk, type, application_pk, conversation_pk, status,
        job_pk, alert_pk, created_at, read_at FROM notifications ORDER BY pk;
      DROP TABLE notifications;
      ALTER TABLE notifications_next RENAME TO notifications;
      CREATE INDEX notifications_by_user ON notifications(user_pk, pk);
      CREATE INDEX notifications_by_job ON notifications(job_pk);
      CREATE UNIQUE INDEX notifications_one_per_kind ON notifications(application_pk, type, user_pk);
      CREATE UNIQUE INDEX notifications_one_per_conversation ON notifications(conversation_pk, type, user_pk);
    `,
  },
  {
    version: 19,
    name: 'interviews: times an employer offers, the one a candidate books, and the interview notification',
    sql: `
      -- An application's interview: proposed (times offered), scheduled (one booked), declined or
      -- cancelled. At most one is open per application; closed ones stay as its history.
      CREATE TABLE interviews (
        pk INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        application_pk INTEGER NOT NULL REFERENCES applications(pk) ON DELETE CASCADE,
        status TEXT NOT NULL CHECK (status IN ('proposed', 'scheduled', 'declined', 'cancelled')),
        time_zone TEXT NOT NULL,               -- the IANA zone the employer chose the times in
        place TEXT NOT NULL,                   -- an address or a video link
        note TEXT NOT NULL DEFAULT '',
        message TEXT NOT NULL DEFAULT '',      -- the last decline's, cancellation's or move's message
        last_change_by TEXT CHECK (last_change_by IN ('jobseeker', 'employeer')),
        -- The time booked (kept once cancelled, to say what was called off).
        booked_time_pk INTEGER REFERENCES interview_times(pk) ON DELETE SET NULL,
        sequence INTEGER NOT NULL DEFAULT 0,   -- the calendar invitation's SEQUENCE
        reminded_for TEXT NOT NULL DEFAULT '', -- the start time the day-before reminder went for
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX interviews_one_open ON interviews(application_pk)
        WHERE status IN ('proposed', 'scheduled');
      CREATE INDEX interviews_by_application ON interviews(application_pk, pk);
      -- A time an employer offered: one row per employer, start and length, so offering the same time to
      -- several candidates offers one row, and only one interview can take it (taken_by is unique).
      CREATE TABLE interview_times (
        pk INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        employer_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        starts_at TEXT NOT NULL,               -- UTC, ISO
        duration_min INTEGER NOT NULL CHECK (duration_min > 0),
        taken_by INTEGER UNIQUE REFERENCES interviews(pk) ON DELETE SET NULL,
        UNIQUE (employer_pk, starts_at, duration_min)
      );
      -- The reminder sweep looks for booked times starting soon.
      CREATE INDEX interview_times_booked_by_start ON interview_times(starts_at) WHERE taken_by IS NOT NULL;
      CREATE TABLE interview_offers (
        interview_pk INTEGER NOT NULL REFERENCES interviews(pk) ON DELETE CASCADE,
        time_pk INTEGER NOT NULL REFERENCES interview_times(pk) ON DELETE CASCADE,
        PRIMARY KEY (interview_pk, time_pk)
      ) WITHOUT ROWID;
      CREATE INDEX interview_offers_by_time ON interview_offers(time_pk);
      -- The other party's notification of an interview's last step (one per application and reader).
      CREATE TABLE notifications_next (
        pk INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        user_pk INTEGER NOT NULL REFERENCES users(pk) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('application-status', 'job-alert', 'new-application', 'message', 'job-expiring', 'interview')),
        application_pk INTEGER REFERENCES applications(pk) ON DELETE CASCADE,
        conversation_pk INTEGER REFERENCES conversations(pk) ON DELETE CASCADE,
        status TEXT CHECK (status IN ('Applied', 'Review', 'Accepted', 'Rejected')),
        job_pk INTEGER REFERENCES jobs(pk) ON DELETE CASCADE,
        alert_pk INTEGER REFERENCES job_alerts(pk) ON DELETE SET NULL,
        interview_pk INTEGER REFERENCES interviews(pk) ON DELETE CASCADE,
        interview_event TEXT CHECK (interview_event IN ('proposed', 'scheduled', 'rescheduled', 'declined', 'cancelled')),
        created_at TEXT NOT NULL,
        read_at TEXT,
        CHECK ((type = 'application-status') = (status IS NOT NULL)),
        CHECK ((type IN ('application-status', 'new-application', 'interview')) = (application_pk IS NOT NULL)),
        CHECK ((type = 'message') = (conversation_pk IS NOT NULL)),
        CHECK ((type IN ('job-alert', 'job-expiring')) = (job_pk IS NOT NULL)),
        CHECK ((type = 'interview') = (interview_pk IS NOT NULL AND interview_event IS NOT NULL))
      );
      INSERT INTO notifications_next (pk, id, user_pk, type, application_pk, conversation_pk, status, job_pk,
        alert_pk, created_at, read_at)
      SELECT pk, id, user_pk, type, application_pk, conversation_pk, status, job_pk, alert_pk, created_at,
        read_at FROM notifications ORDER BY pk;
      DROP TABLE notifications;
      ALTER TABLE notifications_next RENAME TO notifications;
      CREATE INDEX notifications_by_user ON notifications(user_pk, pk);
      CREATE INDEX notifications_by_job ON notifications(job_pk);
      CREATE INDEX notifications_by_interview ON notifications(interview_pk);
      CREATE UNIQUE INDEX notifications_one_per_kind ON notifications(application_pk, type, user_pk);
      CREATE UNIQUE INDEX notifications_one_per_conversation ON notifications(conversation_pk, type, user_pk);
    `,
  },
];

/**
 * The one text folding of searches (lower case, every script): SQLite's lower() folds ASCII only, so
 * "ZOË" would not find "Zoë". Registered on every connection before the migrations and triggers use it.
 */
export const fold = (text: string): string => text.toLowerCase();

export function openDatabase(file: string): Db {
  if (file !== ':memory:') {
    mkdirSync(dirname(file), { recursive: true, mode: DIR_MODE });
    // SQLite creates the -wal and -shm files with the mode of the database file.
    if (!existsSync(file)) closeSync(openSync(file, 'a', FILE_MODE));
    for (const f of [file, `${file}-wal`, `${file}-shm`]) {
      if (existsSync(f)) chmodSync(f, FILE_MODE);
    }
  }
  const db = new Database(file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -32000');
  db.function('portal_fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? fold(value) : value,
  );
  migrate(db);
  return db;
}

/** Brings the schema up to date (up to `upTo`: a test of a migration starts from the one before it). */
export function migrate(db: Db, upTo = Number.POSITIVE_INFINITY): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const done = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
      (r) => r.version,
    ),
  );
  for (const m of MIGRATIONS) {
    if (done.has(m.version) || m.version > upTo) continue;
    db.transaction(() => {
      db.exec(m.sql);
      m.run?.(db);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        m.version,
        m.name,
        new Date().toISOString(),
      );
    })();
  }
}

/**
 * Removes every row (used by QA reset); the schema stays. Revoked tokens stay revoked, and sessions ended
 * together stay ended (session_generations): a seeded user's id is the same after a reset, so a token that
 * was logged out must not come back to life.
 */
export function clearAll(db: Db): void {
  db.transaction(() => {
    db.exec(
      `DELETE FROM password_resets; DELETE FROM mail_outbox; DELETE FROM mail_digest_items; DELETE FROM mail_digests; DELETE FROM mail_unsubscribes; DELETE FROM alert_pending; DELETE FROM alert_queue;
       DELETE FROM status_changes; DELETE FROM notifications; DELETE FROM application_notes; DELETE FROM saved_jobs;
       DELETE FROM applications;
       DELETE FROM job_alerts; DELETE FROM jobs; DELETE FROM uploads; DELETE FROM users; DELETE FROM meta;`,
    );
  })();
}

/**
 * clearAll a batch at a time (QA reset after a large seed): jobs go 5,000 per transaction, yielding between
 * batches, since deleting 100,000 rows that other tables reference takes a while.
 */
export function* clearSteps(db: Db, batch = 2000): Generator<void, void, void> {
  db.exec(
    'DELETE FROM password_resets; DELETE FROM mail_outbox; DELETE FROM mail_digest_items; DELETE FROM mail_digests; DELETE FROM alert_pending; DELETE FROM alert_queue; DELETE FROM status_changes; DELETE FROM notifications; DELETE FROM application_notes; DELETE FROM saved_jobs; DELETE FROM applications;',
  );
  const deleteJobs = db.prepare('DELETE FROM jobs WHERE pk IN (SELECT pk FROM jobs LIMIT ?)');
  while (deleteJobs.run(batch).changes > 0) yield;
  clearAll(db);
}

export function isUniqueViolation(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    'code' in err &&
    (err.code === 'SQLITE_CONSTRAINT_UNIQUE' || err.code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
  );
}
