// The user-facing strings of SPEC §2 and §8, verbatim (typos included). One place, so tests and code agree.
export const MESSAGES = {
  findJobsTitle: 'Find your Dream Job',
  keywordPlaceholder: 'Job, title, company, or keywords',
  findingJobs: 'Finding amazing opportunities....',
  noJobsTitle: 'No Jobs found',
  noJobsDescription: 'Try adjusting your search criteria or filters.',
  fetchJobsFailed: 'Failed to fetch jobs. Please try again later.',
  jobSaved: 'Job Saved successfully!',
  jobRemoved: 'Job removed successfully!',
  somethingWrong: 'Something went wrong! Try again later',
  /** The saved-jobs page's removal failure carries a final period (SPEC §8). */
  somethingWrongSaved: 'Something went wrong! Try again later.',
  applied: 'Applied to job successfully!',
  onlySeekersCanApply: 'Only Job Seekers can apply',
  noSavedTitle: "You haven't saved any jobs yet",
  noSavedDescription: 'Start saving jobs that interests you to view them later',
  profileUpdated: 'Profile Updated Successfully!!',
  resumeDeleted: 'Resume Deleted successfully!!',
  resumeUploadFailed: 'Resume upload failed',
} as const;
