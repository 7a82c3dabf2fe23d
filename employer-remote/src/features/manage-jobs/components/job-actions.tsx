import type { EmployerJob } from '@portal/contracts';
import {
  Button,
  ButtonLink,
  CopyIcon,
  EditIcon,
  RelativeDate,
  TrashIcon,
  type IconComponent,
} from '@portal/shared-ui';
import { portalNow } from '@portal/shared-ui/format';
import type { ElementType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { copyJobPath, editJobPath, type ReturnState } from '../../../lib/paths';
import { actionLabels, companyOf, type JobHandlers } from './job-list-props';
import { listedUntil } from '../hooks/use-job-actions';
import { JustSavedBadge } from './just-saved-badge';

/** One action on a job (besides its applicants), as the table and the cards both offer it. */
export interface JobAction {
  key: 'edit' | 'duplicate' | 'toggle' | 'extend' | 'delete';
  /** The accessible name: names the job, so every row's buttons differ. */
  label: string;
  /** The visible word. */
  text: string;
  /** Absent for Close/Activate and Extend, which are words on every layout. */
  Icon?: IconComponent;
  /** A link's target (and its navigation state), or what a button does. */
  link?: { to: string; state?: ReturnState };
  onClick?: () => void;
  /** Close/Activate, Extend and Delete wait while one of them is on its way. */
  disabled: boolean;
  danger?: boolean;
}

/**
 * Edit, Duplicate, Close/Activate, Extend (an open job: listed longer) and Delete of one job, in the order
 * both layouts show them.
 */
export function jobActions(job: EmployerJob, on: JobHandlers, busy: boolean): JobAction[] {
  const labels = actionLabels(job);
  const extend: JobAction[] = job.isClosed
    ? []
    : [
        {
          key: 'extend',
          label: labels.extend,
          text: 'Extend',
          onClick: () => on.onExtend(job),
          disabled: busy,
        },
      ];
  return [
    {
      key: 'edit',
      label: labels.edit,
      text: 'Edit',
      Icon: EditIcon,
      link: { to: editJobPath(job._id), state: { returnTo: on.returnTo } },
      disabled: false,
    },
    {
      key: 'duplicate',
      label: labels.duplicate,
      text: 'Duplicate',
      Icon: CopyIcon,
      link: { to: copyJobPath(job._id) },
      disabled: false,
    },
    {
      key: 'toggle',
      label: labels.toggle,
      text: job.isClosed ? 'Activate' : 'Close',
      onClick: () => on.onToggle(job),
      disabled: busy,
    },
    ...extend,
    {
      key: 'delete',
      label: labels.delete,
      text: 'Delete',
      Icon: TrashIcon,
      onClick: () => on.onDelete(job),
      disabled: busy,
      danger: true,
    },
  ];
}

/** Days left before an open job's listing ends, when that is soon enough to say so. */
const SOON_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How long the job is listed: its date, said louder in its last days; nothing once it is closed. */
function ListingDate({ job }: { job: EmployerJob }) {
  if (job.isClosed || !job.validThrough) return null;
  const left = Math.ceil((Date.parse(job.validThrough) - portalNow()) / DAY_MS);
  if (left <= SOON_DAYS) {
    return (
      <p className="text-xs font-medium text-amber-800">
        {left <= 1 ? 'Listing ends within a day' : `Listing ends in ${left} days`}: Extend keeps it listed
      </p>
    );
  }
  return <p className="text-xs text-gray-600">{listedUntil(job.validThrough)}</p>;
}

/** The job's title (marked when just saved), company, posting date and how long it is listed. */
export function JobSummary({
  job,
  highlighted,
  titleAs: Title = 'p',
}: {
  job: EmployerJob;
  highlighted: boolean;
  /** The title's element: a heading on the cards, a paragraph in a table cell. */
  titleAs?: ElementType;
}) {
  return (
    <>
      <Title className="font-medium break-words text-gray-900">
        {job.title}
        {highlighted && <JustSavedBadge />}
      </Title>
      <p className="text-xs text-gray-600">{companyOf(job)}</p>
      <p className="text-xs text-gray-600">
        <RelativeDate value={job.createdAt} prefix="Posted" />
      </p>
      <ListingDate job={job} />
    </>
  );
}

/** One action as a control: a link for the ones that open a page, a button for the others. */
export function JobActionControl({
  action,
  variant,
  className,
  title,
  children,
}: {
  action: Pick<JobAction, 'label' | 'link' | 'onClick'> & { disabled?: boolean };
  variant: 'ghost' | 'secondary';
  className?: string | undefined;
  title?: string | undefined;
  children: ReactNode;
}) {
  const common = { variant, size: 'sm' as const, 'aria-label': action.label, title, className };
  return action.link ? (
    <ButtonLink as={Link} to={action.link.to} state={action.link.state} {...common}>
      {children}
    </ButtonLink>
  ) : (
    <Button onClick={action.onClick} disabled={action.disabled} {...common}>
      {children}
    </Button>
  );
}
