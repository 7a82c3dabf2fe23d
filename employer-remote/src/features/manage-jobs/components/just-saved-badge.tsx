import { Badge } from '@portal/shared-ui';

/** Marks the job the employer has just posted or edited. */
export function JustSavedBadge() {
  return (
    <Badge tone="blue" className="ml-2 align-middle">
      Just saved
    </Badge>
  );
}
