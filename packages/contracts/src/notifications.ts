// In-app notifications. The server stores what happened (which application, which status, when); the
// client words it ("Your application for {job.title} is now {status}"), so the wording can change or be
// translated without touching stored data, and the job title shown is always the current one.
import { Type, type Static } from 'typebox';
import { INTERVIEW_EVENTS, NOTIFICATION_TYPES } from './constants.js';
import { PageInfo, PageQuery } from './applications.js';
import { ApplicationStatusSchema, Company, Id, literals, Timestamp } from './schemas.js';

/** GET /api/notifications. `unread=true`: only the unread ones. */
export const NotificationsQuery = Type.Object(
  { unread: Type.Optional(Type.Boolean()), ...PageQuery },
  { additionalProperties: false },
);
export type NotificationsQuery = Static<typeof NotificationsQuery>;

export const Notification = Type.Object({
  _id: Id,
  type: literals(NOTIFICATION_TYPES),
  read: Type.Boolean(),
  createdAt: Timestamp,
  readAt: Type.Union([Timestamp, Type.Null()]),
  /** application-status: the status the application was moved to by this change (it may have moved on since). */
  status: Type.Union([ApplicationStatusSchema, Type.Null()]),
  /**
   * application-status: the application moved; new-application: the one received; message: the
   * conversation's application (null for an invitation not answered by one); null for a job alert.
   */
  application: Type.Union([Type.Object({ _id: Id }), Type.Null()]),
  /** message: the conversation with new messages (its page); null otherwise. */
  conversation: Type.Union([Type.Object({ _id: Id }), Type.Null()]),
  /** new-application: who applied; interview: the candidate (their name as it is now); null otherwise. */
  applicant: Type.Union([Type.Object({ name: Type.String() }), Type.Null()]),
  /** message: who wrote last (a candidate's name, or the employer's company name); null otherwise. */
  sender: Type.Union([Type.Object({ name: Type.String() }), Type.Null()]),
  /** job-alert: the alert that found the job (its label as it is now); null otherwise. */
  alert: Type.Union([Type.Object({ _id: Id, label: Type.String() }), Type.Null()]),
  /**
   * interview: what happened last to the application's interview and, once a time is booked, when it is
   * (the client words it in the viewer's own zone); null otherwise.
   */
  interview: Type.Union([
    Type.Object({
      _id: Id,
      event: literals(INTERVIEW_EVENTS),
      start: Type.Union([Timestamp, Type.Null()]),
    }),
    Type.Null(),
  ]),
  job: Type.Object({ _id: Id, title: Type.String(), company: Company }),
});
export type Notification = Static<typeof Notification>;

export const NotificationsReply = Type.Object({
  /** Newest first. */
  notifications: Type.Array(Notification),
  /** All the caller's unread notifications (whatever the query). */
  unreadCount: Type.Integer({ minimum: 0 }),
  ...PageInfo,
});
export type NotificationsReply = Static<typeof NotificationsReply>;

/** PUT /api/notifications/:id/read. */
export const NotificationReadReply = Type.Object({
  notification: Notification,
  unreadCount: Type.Integer({ minimum: 0 }),
});
export type NotificationReadReply = Static<typeof NotificationReadReply>;

/** PUT /api/notifications/read-all. */
export const NotificationsReadAllReply = Type.Object({
  message: Type.String(),
  /** How many were unread before the call. */
  updated: Type.Integer({ minimum: 0 }),
  unreadCount: Type.Integer({ minimum: 0 }),
});
export type NotificationsReadAllReply = Static<typeof NotificationsReadAllReply>;
