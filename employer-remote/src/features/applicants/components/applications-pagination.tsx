import type { EmployerApplicationsReply } from '@portal/contracts';
import { pageInfo, Pagination } from '../../../components';
import { APPLICATIONS_PAGE_SIZE } from '../lib/list-view';

/** The pager under a list of applications (a pipeline or all candidates), once a reply is there. */
export function ApplicationsPagination({
  reply,
  onPage,
}: {
  reply: EmployerApplicationsReply | undefined;
  onPage: (page: number) => void;
}) {
  if (!reply) return null;
  return (
    <Pagination
      page={pageInfo(reply.page, reply.pages, reply.total, APPLICATIONS_PAGE_SIZE, reply.applications.length)}
      onPage={onPage}
    />
  );
}
