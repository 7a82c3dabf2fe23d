import type { Application } from '@portal/contracts';

export interface ApplicationGroup {
  job: Application['job'];
  applications: Application[];
}

/** Groups applications by job, keeping the order in which each job first appears. */
export function groupApplicationsByJob(applications: readonly Application[]): ApplicationGroup[] {
  const groups = new Map<string, ApplicationGroup>();
  for (const application of applications) {
    const key = application.job._id;
    const group = groups.get(key);
    if (group) group.applications.push(application);
    else groups.set(key, { job: application.job, applications: [application] });
  }
  return [...groups.values()];
}
