// An interview's calendar invitation (iCalendar, RFC 5545, with the iTIP methods of RFC 5546), written by
// ical-generator. Google Calendar, Outlook and Apple Calendar take an invitation by its UID: a later one
// with the same UID and a higher SEQUENCE updates the event (METHOD:REQUEST) or removes it
// (METHOD:CANCEL). Times are written in UTC, which every calendar shows in its own zone.
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

export type CalendarMethod = 'REQUEST' | 'CANCEL';

export interface CalendarInvitation {
  method: CalendarMethod;
  /** Stable for the interview's whole life. */
  uid: string;
  sequence: number;
  start: string;
  end: string;
  /** When this revision was written (DTSTAMP). */
  stamp: string;
  summary: string;
  description: string;
  location: string;
  /** The page of the interview. */
  url: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

export function calendarInvitation(invitation: CalendarInvitation): string {
  const cancel = invitation.method === 'CANCEL';
  const calendar = ical({
    prodId: { company: 'JobPortal', product: 'Interviews', language: 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    start: new Date(invitation.start),
    end: new Date(invitation.end),
    stamp: new Date(invitation.stamp),
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.location,
    url: invitation.url,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: invitation.organizer,
    attendees: [
      {
        ...invitation.attendee,
        role: ICalAttendeeRole.REQ,
        // The candidate picked this time: their answer is yes already.
        status: ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return calendar.toString();
}
