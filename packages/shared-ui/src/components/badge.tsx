import type { ReactNode } from 'react';
import { cx } from '../utils';

export type BadgeTone = 'gray' | 'yellow' | 'green' | 'red' | 'blue' | 'purple' | 'orange';

const TONES: Record<BadgeTone, string> = {
  gray: 'bg-gray-100 text-gray-700',
  yellow: 'bg-yellow-100 text-yellow-800',
  green: 'bg-green-100 text-green-800',
  red: 'bg-red-100 text-red-800',
  blue: 'bg-blue-100 text-blue-800',
  purple: 'bg-purple-100 text-purple-800',
  orange: 'bg-orange-100 text-orange-800',
};

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

export function Badge({ tone = 'gray', children, className }: BadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** Application status colours: Applied gray, Review yellow, Accepted green, Rejected red. */
export const APPLICATION_STATUS_TONE: Record<string, BadgeTone> = {
  Applied: 'gray',
  Review: 'yellow',
  Accepted: 'green',
  Rejected: 'red',
};

export function ApplicationStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge tone={APPLICATION_STATUS_TONE[status] ?? 'gray'} className={className}>
      {status}
    </Badge>
  );
}

export function JobStatusBadge({ isClosed, className }: { isClosed: boolean; className?: string }) {
  return (
    <Badge tone={isClosed ? 'red' : 'green'} className={className}>
      {isClosed ? 'Closed' : 'Active'}
    </Badge>
  );
}

/** Job card colours: Full-Time, Part-Time and Contract are distinct; any other type is gray. */
export const JOB_TYPE_TONE: Record<string, BadgeTone> = {
  'Full-Time': 'blue',
  'Part-Time': 'purple',
  Contract: 'orange',
};

export function jobTypeTone(type: string | null | undefined): BadgeTone {
  return (type && JOB_TYPE_TONE[type]) || 'gray';
}
