import { APPLICATION_STATUSES, type ApplicationStatus } from '@portal/contracts/constants';

/** The My Applications status filter kept in the URL (`?status=Review`): it survives a reload and Back. */
export function statusFromParams(params: URLSearchParams): ApplicationStatus | '' {
  const value = params.get('status') ?? '';
  return (APPLICATION_STATUSES as readonly string[]).includes(value) ? (value as ApplicationStatus) : '';
}
