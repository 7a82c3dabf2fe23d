import type { Note } from '@portal/contracts';
import type { Db } from '../db/database.js';
import { isoNow, type Clock } from '../lib/clock.js';
import { newId } from '../lib/ids.js';

interface NoteRow {
  id: string;
  text: string;
  created_at: string;
  author_id: string;
  author_name: string;
}

const NOTE_SELECT = `
  SELECT n.id, n.text, n.created_at, u.id AS author_id, u.name AS author_name
  FROM application_notes n JOIN users u ON u.pk = n.author_pk`;

const toNote = (row: NoteRow): Note => ({
  _id: row.id,
  text: row.text,
  createdAt: row.created_at,
  author: { _id: row.author_id, name: row.author_name },
});

export interface NoteOwnership {
  pk: number;
  application_pk: number;
  author_pk: number;
}

/** Private notes an employer keeps on an application to one of their jobs. */
export class NotesRepo {
  private readonly insertStmt;
  private readonly byPk;
  private readonly forApplication;
  private readonly ownership;
  private readonly deleteStmt;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.insertStmt = db.prepare(
      'INSERT INTO application_notes (id, application_pk, author_pk, text, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.byPk = db.prepare<[number], NoteRow>(`${NOTE_SELECT} WHERE n.pk = ?`);
    this.forApplication = db.prepare<[number], NoteRow>(
      `${NOTE_SELECT} WHERE n.application_pk = ? ORDER BY n.created_at DESC, n.pk DESC`,
    );
    this.ownership = db.prepare<[string], NoteOwnership>(
      'SELECT pk, application_pk, author_pk FROM application_notes WHERE id = ?',
    );
    this.deleteStmt = db.prepare('DELETE FROM application_notes WHERE pk = ?');
  }

  /** Newest first. */
  list(applicationPk: number): Note[] {
    return this.forApplication.all(applicationPk).map(toNote);
  }

  add(applicationPk: number, authorPk: number, text: string): Note {
    const info = this.insertStmt.run(newId(), applicationPk, authorPk, text, isoNow(this.clock));
    return toNote(this.byPk.get(Number(info.lastInsertRowid))!);
  }

  findOwnership(id: string): NoteOwnership | undefined {
    return this.ownership.get(id);
  }

  delete(pk: number): void {
    this.deleteStmt.run(pk);
  }
}
