// Changing a profile touches more than the users table: a file field must name the caller's own upload,
// a replaced file is deleted when nothing uses it any more, and an employer's new company name or logo
// changes how their jobs are found and shown. Shared as `app.profiles`.
import type { UpdateProfileBody } from '@portal/contracts';
import { checkProfileFields, normalizeSkills, RULE_MESSAGES } from '@portal/contracts/rules';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.js';
import type { UploadKind } from '../lib/upload-names.js';
import { checkUrlOrEmpty } from '../lib/urls.js';
import type { ProfileChanges, UserRow } from '../repos/users-repo.js';

declare module 'fastify' {
  interface FastifyInstance {
    profiles: Profiles;
  }
}

/**
 * The matching and résumé fields of a seeker's profile, checked with the same rules as the form (the first
 * failing field is the 400, named by its path: `experience.1.end: The end cannot be before the start`) and
 * kept trimmed.
 */
function seekerFields(body: UpdateProfileBody): ProfileChanges {
  const problems = Object.entries(checkProfileFields(body));
  if (problems.length > 0) {
    const [field, message] = problems[0]!;
    throw badRequest(`${field}: ${message}`);
  }
  const trim = (v: string | undefined) => v?.trim();
  return {
    headline: trim(body.headline),
    skills: body.skills && normalizeSkills(body.skills),
    desiredLocation: trim(body.desiredLocation),
    desiredType: body.desiredType,
    openToRemote: body.openToRemote,
    summary: trim(body.summary),
    experience: body.experience?.map((e) => ({
      title: e.title.trim(),
      company: e.company.trim(),
      start: e.start.trim(),
      end: e.end.trim(),
      description: e.description.trim(),
    })),
    education: body.education?.map((e) => ({
      school: e.school.trim(),
      degree: e.degree.trim(),
      start: e.start.trim(),
      end: e.end.trim(),
    })),
  };
}

function profiles(app: FastifyInstance) {
  /**
   * A file field of the profile (avatar, resume, company logo) may hold "", the value it already has, or
   * a file the caller uploaded of the right kind. Never someone else's upload, and never an outside URL:
   * the file is shown to other users (employers open applicants' resumes), so it has to be one stored here.
   */
  function checkFileField(
    user: UserRow,
    field: string,
    value: string | undefined,
    current: string,
    kind: UploadKind,
  ): string | undefined {
    const v = checkUrlOrEmpty(field, value);
    if (v === undefined || v === '' || v === current) return v;
    const upload = app.uploads.findByUrl(v);
    if (!upload || upload.owner_pk !== user.pk) {
      throw badRequest(`${field}: you can only use a file you uploaded (upload it first)`);
    }
    if (upload.kind !== kind) {
      throw badRequest(
        kind === 'image'
          ? `${field}: must be an uploaded image (JPG or PNG)`
          : `${field}: must be an uploaded resume (PDF, DOC or DOCX)`,
      );
    }
    return v;
  }

  /** Files the user no longer refers to are deleted when nothing else uses them. */
  async function releaseReplaced(before: UserRow, after: UserRow): Promise<void> {
    for (const old of [before.avatar, before.resume, before.company_logo]) {
      if (old && old !== after.avatar && old !== after.resume && old !== after.company_logo) {
        await app.uploadFiles.release(old, before.pk);
      }
    }
  }

  return {
    async update(user: UserRow, body: UpdateProfileBody): Promise<UserRow> {
      const changes: ProfileChanges = {};
      if (body.name !== undefined) {
        changes.name = body.name.trim();
        if (!changes.name) throw badRequest('name: Enter full name');
      }
      changes.avatar = checkFileField(user, 'avatar', body.avatar, user.avatar, 'image');
      if (user.role === 'jobseeker') {
        // Seekers have no company; company fields they send are ignored.
        changes.resume = checkFileField(user, 'resume', body.resume, user.resume, 'resume');
        if (changes.resume !== undefined && changes.resume !== user.resume) {
          // A new résumé keeps the name it had on the seeker's computer, and its upload's date.
          const upload = changes.resume ? app.uploads.findByUrl(changes.resume) : undefined;
          changes.resumeName = upload ? upload.original_name || changes.resume.split('/').pop()! : '';
          changes.resumeUploadedAt = upload ? upload.created_at : null;
        }
        Object.assign(changes, seekerFields(body));
      } else {
        // Employers have no resume; a resume they send is ignored.
        if (body.companyName !== undefined) {
          changes.companyName = body.companyName.trim();
          // Every job the employer posted names the company (its page, its alerts, the candidates' lists).
          if (!changes.companyName && app.jobs.forEmployer(user.pk, 1).length > 0) {
            throw badRequest(`companyName: ${RULE_MESSAGES.companyNameKept}`);
          }
        }
        if (body.companyDescription !== undefined)
          changes.companyDescription = body.companyDescription.trim();
        changes.companyLogo = checkFileField(
          user,
          'companyLogo',
          body.companyLogo,
          user.company_logo,
          'image',
        );
      }
      const updated = app.users.update(user.pk, changes);
      await releaseReplaced(user, updated);
      if (user.role === 'employeer') {
        // The company name is searchable text; the name and logo are part of every job's reply.
        if (changes.companyName !== undefined && changes.companyName !== user.company_name) {
          app.jobs.reindexEmployer(user.pk);
        }
        if (
          updated.name !== user.name ||
          updated.company_name !== user.company_name ||
          updated.company_logo !== user.company_logo
        ) {
          app.jobs.forgetEmployer();
        }
      }
      return updated;
    },

    /**
     * Clears the resume. The stored one is the file deleted (never a file named by the client), and only
     * when the user owns it and no profile uses it any more.
     */
    async deleteResume(user: UserRow): Promise<UserRow> {
      const updated = app.users.update(user.pk, { resume: '' });
      if (user.resume) await app.uploadFiles.release(user.resume, user.pk);
      return updated;
    },
  };
}

export type Profiles = ReturnType<typeof profiles>;

export default fp(
  async (app) => {
    app.decorate('profiles', profiles(app));
  },
  { name: 'profiles', dependencies: ['repositories', 'upload-files'] },
);
