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
import type { ElementType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { copyJobPath, editJobPath, type ReturnState } from '../../../lib/paths';
import { actionLabels, companyOf, type JobHandlers } from './job-list-props';
import { JustSavedBadge } from './just-saved-badge';

/** One action on a job (besides its applicants), as the table and the cards both offer it. */
export interface JobAction {
  key: 'edit' | 'duplicate' | 'toggle' | 'delete';
  /** The accessible name: names the job, so every row's buttons differ. */
  label: string;
  /** The visible word. */
  text: string;
  /** Absent for Close/Activate, which is a word on every layout. */
  Icon?: IconComponent;
  /** A link's target (and its navigation state), or what a button does. */
  link?: { to: string; state?: ReturnState };
  onClick?: () => void;
  /** Close/Activate and Delete wait while one of them is on its way. */
  disabled: boolean;
  danger?: boolean;
}

/** Edit, Duplicate, Close/Activate and Delete of one job, in the order both layouts show them. */
export function jobActions(job: EmployerJob, on: JobHandlers, busy: boolean): JobAction[] {
  const labels = actionLabels(job);
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

/** The job's title (marked when just saved), company and posting date. */
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
