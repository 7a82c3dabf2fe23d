import type { EmployerApplication } from '@portal/contracts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@portal/contracts/constants';
import {
  ApplicationStatusBadge,
  Avatar,
  Button,
  ButtonLink,
  cx,
  EyeIcon,
  FileTextIcon,
  RelativeDate,
  GripIcon,
  MessageIcon,
  Select,
} from '@portal/shared-ui';
import { Link } from 'react-router-dom';
import { conversationPath } from '../../../lib/paths';
import { KnockedOutBadge } from './screening-answers';

export interface ApplicantRowProps {
  application: EmployerApplication;
  onView: () => void;
  /** Shows the job applied to (the all-candidates list spans every job). */
  showJob?: boolean;
  /** A checkbox to pick the applicant for a bulk move. */
  selection?: { selected: boolean; onToggle: () => void };
  /** A "Move to" select: moving one applicant with the keyboard (or any pointer). */
  move?: { onMove: (stage: ApplicationStatus) => void; disabled: boolean };
  /** Dragging the row (onto a stage) moves the applicant, with any others selected. */
  drag?: { onDragStart: () => void; onDragEnd: () => void };
}

/**
 * One applicant: avatar or initials, name, e-mail, the applied date ("Applied DD MM YYYY", the product's
 * own pattern), the stage badge, a knock-out's mark, the number of private notes, Resume (a new tab) and
 * View Profile.
 */
export function ApplicantRow({ application, onView, showJob, selection, move, drag }: ApplicantRowProps) {
  const { applicant } = application;
  const name = applicant.name;
  return (
    <li
      className={cx(
        'flex flex-col gap-3 px-4 py-4 sm:px-6 md:flex-row md:items-center',
        selection?.selected && 'bg-brand-50',
      )}
      draggable={drag ? true : undefined}
      onDragStart={
        drag
          ? (event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', name);
              drag.onDragStart();
            }
          : undefined
      }
      onDragEnd={drag?.onDragEnd}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {drag && <GripIcon className="hidden h-4 w-4 cursor-grab text-gray-400 md:block" />}
        {selection && (
          <input
            type="checkbox"
            checked={selection.selected}
            onChange={selection.onToggle}
            aria-label={`Select ${name}`}
            className="h-4 w-4 shrink-0 cursor-pointer rounded border-gray-300 accent-brand-600"
          />
        )}
        <Avatar src={applicant.avatar} name={name} />
        <div className="min-w-0">
          <p className="truncate font-medium text-gray-900">{name}</p>
          <p className="truncate text-sm text-gray-600">{applicant.email}</p>
          {showJob && <p className="truncate text-sm text-gray-800">{application.job.title}</p>}
          <p className="text-xs text-gray-600">
            <RelativeDate value={application.createdAt} prefix="Applied" />
            {application.notesCount > 0 && (
              <span className="ml-2 inline-flex items-center gap-1">
                <MessageIcon className="h-3.5 w-3.5" />
                {application.notesCount} {application.notesCount === 1 ? 'note' : 'notes'}
              </span>
            )}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 md:justify-end">
        <ApplicationStatusBadge status={application.status} />
        {application.knockedOut && <KnockedOutBadge />}
        {move && (
          <Select
            aria-label={`Move ${name} to another stage`}
            value=""
            disabled={move.disabled}
            onChange={(event) => {
              if (event.target.value) move.onMove(event.target.value as ApplicationStatus);
            }}
            className="w-auto! py-1.5!"
          >
            <option value="" disabled>
              Move to…
            </option>
            {APPLICATION_STATUSES.filter((stage) => stage !== application.status).map((stage) => (
              <option key={stage} value={stage}>
                {stage}
              </option>
            ))}
          </Select>
        )}
        {applicant.resume ? (
          <ButtonLink
            href={applicant.resume}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Resume of ${name} (opens in a new tab)`}
            variant="secondary"
            size="sm"
          >
            <FileTextIcon className="h-4 w-4" />
            Resume
          </ButtonLink>
        ) : (
          <span className="px-3 py-1.5 text-sm text-gray-600">No resume</span>
        )}
        <ButtonLink
          as={Link}
          to={conversationPath(application._id)}
          aria-label={`Message ${name}`}
          variant="secondary"
          size="sm"
        >
          <MessageIcon className="h-4 w-4" />
          Message
        </ButtonLink>
        <Button size="sm" onClick={onView} aria-label={`View Profile of ${name}`}>
          <EyeIcon className="h-4 w-4" />
          View Profile
        </Button>
      </div>
    </li>
  );
}
