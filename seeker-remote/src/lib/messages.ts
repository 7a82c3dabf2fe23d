// The words the seeker pages show, in one place so tests and code agree. The product's own strings are
// requirements and kept letter for letter, typos included ("interests"); see the README's "Product rules".
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
  /** The saved-jobs page's removal failure carries a final period. */
  somethingWrongSaved: 'Something went wrong! Try again later.',
  applied: 'Applied to job successfully!',
  noSavedTitle: "You haven't saved any jobs yet",
  noSavedDescription: 'Start saving jobs that interests you to view them later',
  profileUpdated: 'Profile Updated Successfully!!',
  resumeDeleted: 'Resume Deleted successfully!!',
  resumeUploadFailed: 'Resume upload failed',
  /** The one wording of every profile form's save button in the portal. */
  saveChanges: 'Save changes',
  employerNote:
    'You are signed in as an employer: you can read every job, but only job seekers save and apply.',
  linkCopied: 'Link copied to the clipboard.',
  signInToApply: 'Sign in to apply or save this job: you will come back here to finish.',
  withdrawn: 'Application withdrawn',
} as const;
