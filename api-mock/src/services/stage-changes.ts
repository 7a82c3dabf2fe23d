// Moving candidates between stages (`app.stageChanges`), made safe: every change (one application from its
// profile, or a bulk move) can be taken back for a short while (the Undo window, `statusUndoMs`), and the
// candidate hears of it only after that, from here: a notification and an e-mail, sent by the server, so a
// tab closed in the meantime neither loses the change nor leaks it early. A change undone in time tells
// nothing; several changes inside one window are one notice (of where the candidate ended up); a rejection's
// message goes with its notice.
import type { ApplicationStatus } from '@portal/contracts/constants';
import type { Application, BulkStatusReply, UndoHandle } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { backgroundWorker } from '../lib/worker.js';
import type { ApplicationOwnership, StageChange, StatusExtras } from '../repos/applications-repo.js';

declare module 'fastify' {
  interface FastifyInstance {
    stageChanges: StageChanges;
  }
}

/** Notices told per step (one transaction each); the worker yields between steps. */
const BATCH = 50;
/** How long an Undo record is kept after its window (an Undo a moment late gets "too late", not "unknown"). */
const KEEP_AFTER_WINDOW_MS = 10 * 60 * 1000;

/** A reason and a message belong to a rejection only: anything else is refused rather than dropped. */
export function checkStatusExtras(status: ApplicationStatus, extras: StatusExtras): void {
  if (status === 'Rejected') return;
  if (extras.reason !== undefined) throw badRequest('reason: only a rejection has a reason');
  if (extras.message !== undefined) throw badRequest('message: only a rejection carries a message');
}

/**
 * A rejection message's placeholders, filled in per candidate when it is sent, so one message written for
 * a bulk rejection greets each candidate by name: {firstName}, {jobTitle}, {companyName}.
 */
export function personalize(
  message: string,
  facts: { firstName: string; jobTitle: string; companyName: string },
): string {
  return message.replace(/\{(firstName|jobTitle|companyName)\}/g, (_, key: keyof typeof facts) => facts[key]);
}

export type UndoOutcome =
  | { ok: true; restored: Application[]; skipped: number }
  | { ok: false; reason: 'unknown' | 'not-yours' | 'too-late' | 'undone' };

function stageChanges(app: FastifyInstance) {
  const now = () => app.settings.clock();

  const newChange = (): StageChange => {
    const at = now();
    return { id: newId(), at: new Date(at).toISOString(), undoUntil: at + app.settings.statusUndoMs };
  };
  const handle = (change: StageChange, count: number): UndoHandle => ({
    _id: change.id,
    until: new Date(change.undoUntil).toISOString(),
    windowMs: Math.max(0, change.undoUntil - now()),
    count,
  });

  /** Tells each candidate whose change's window is over, a step at a time. Returns how many were told. */
  function deliverStep(at: number): { told: number; more: boolean } {
    const rows = app.applications.dueNotices(at, BATCH);
    let told = 0;
    app.db.transaction(() => {
      const iso = new Date(at).toISOString();
      for (const row of rows) {
        app.applications.markTold(row.pk);
        // Moved and moved back (or undone) within the window: what the candidate knows is still true.
        if (row.told_status === null || row.told_status === row.status) continue;
        app.notifications.addStatusChange(row.seeker_pk, row.pk, row.status, iso);
        const message =
          row.status === 'Rejected' && row.rejection_message
            ? personalize(row.rejection_message, {
                firstName: row.seeker_name.trim().split(/\s+/)[0] ?? '',
                jobTitle: row.job_title,
                companyName: row.company_name || 'the employer',
              })
            : null;
        app.mail.queue({
          kind: 'application-status',
          userPk: row.seeker_pk,
          data: {
            jobId: row.job_id,
            jobTitle: row.job_title,
            companyName: row.company_name,
            status: row.status,
            ...(message ? { message } : {}),
          },
          link: '/my-applications',
        });
        told++;
      }
    })();
    return { told, more: rows.length === BATCH };
  }

  /**
   * Delivers what is due, one step per turn of the event loop, then sleeps until the next change's window
   * is over (a clock set by a test may be far from real time: a due notice is looked at at once).
   */
  const worker = backgroundWorker(app, {
    name: 'stage change notices',
    nextDue: () => app.applications.nextNoticeDue(),
    async drain() {
      for (;;) {
        if (worker.stopped) return;
        const { more } = deliverStep(now());
        if (!more) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      app.applications.pruneChanges(now() - KEEP_AFTER_WINDOW_MS);
    },
  });

  return {
    /** One application to `status` (its profile's select): the application as it is now, with its Undo. */
    changeOne(
      found: ApplicationOwnership,
      status: ApplicationStatus,
      extras: StatusExtras,
    ): Application & { undo?: UndoHandle } {
      const change = newChange();
      const { application, changed } = app.applications.setStatus(found, status, change, extras);
      if (!changed) return application;
      worker.schedule();
      return { ...application, undo: handle(change, 1) };
    },

    /** Several of the employer's applications to `status` in one change (one Undo for all that moved). */
    changeMany(
      employerPk: number,
      ids: string[],
      status: ApplicationStatus,
      extras: StatusExtras,
    ): BulkStatusReply {
      const change = newChange();
      const reply = app.applications.bulkSetStatus(employerPk, ids, status, change, extras);
      if (reply.moved === 0) return reply;
      worker.schedule();
      return { ...reply, undo: handle(change, reply.moved) };
    },

    /** Takes back the employer's change `changeId`, while its window is open. */
    undo(changeId: string, employerPk: number): UndoOutcome {
      const owner = app.applications.changeOwner(changeId);
      if (!owner) return { ok: false, reason: 'unknown' };
      if (owner.employerPk !== employerPk) return { ok: false, reason: 'not-yours' };
      if (owner.undone) return { ok: false, reason: 'undone' };
      if (now() >= owner.undoUntil) return { ok: false, reason: 'too-late' };
      return { ok: true, ...app.applications.undoChange(changeId) };
    },

    /** Tells every candidate whose window is over now (tests and QA; the worker does it on its own). */
    deliverDue(): number {
      let told = 0;
      for (;;) {
        const step = deliverStep(now());
        told += step.told;
        if (!step.more) return told;
      }
    },

    start(): void {
      worker.schedule();
    },

    /** Resolves once no delivery is running (tests). */
    idle: () => worker.idle(),

    stop: () => worker.stop(),
  };
}

export type StageChanges = ReturnType<typeof stageChanges>;

export default fp(
  async (app) => {
    const service = stageChanges(app);
    app.decorate('stageChanges', service);
    // Changes waiting from before a restart are told too.
    app.addHook('onReady', async () => service.start());
    // QA moved the clock: notices whose Undo window is over by the new time go now.
    app.settings.qaClock?.onMove(() => service.start());
    app.addHook('onClose', async () => service.stop());
  },
  { name: 'stage-changes', dependencies: ['database', 'repositories', 'mail'] },
);
