import { useRequest } from '../../../hooks/use-request';
import { getOverview } from '../api/get-overview';

export function useOverview() {
  return useRequest(getOverview, 'overview', 'Failed to load the dashboard');
}
