// The profile form's values, in a module of their own: the form and its résumé-details section both read
// them (neither imports the other's types).
import type { EducationEntry, ExperienceEntry } from '@portal/contracts';

/** The résumé details as the form holds them: the profile's matching and résumé fields, skills as typed. */
export interface ResumeDetailsValues {
  headline: string;
  skills: string;
  desiredLocation: string;
  desiredType: string;
  openToRemote: boolean;
  summary: string;
  experience: ExperienceEntry[];
  education: EducationEntry[];
}

/**
 * The profile's values: the name as typed, the stored files' URLs (uploads happen as files are chosen) and
 * the résumé details; one Save sends them all in one update, so no edit is lost beside another.
 */
export interface ProfileValues extends ResumeDetailsValues {
  name: string;
  avatar: string;
  resume: string;
}
