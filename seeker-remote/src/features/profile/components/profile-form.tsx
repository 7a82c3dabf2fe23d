import type { User } from '@portal/contracts';
import { getErrorMessage, useDraft } from '@portal/shared-auth';
import {
  IMAGE_ACCEPT,
  RESUME_ACCEPT,
  validateFullName,
  validateImageFile,
  validateResumeFile,
} from '@portal/shared-auth/validators';
import { Alert } from '@portal/shared-ui/alert';
import { Avatar } from '@portal/shared-ui/avatar';
import { Button, buttonClasses } from '@portal/shared-ui/button';
import { Field, Input } from '@portal/shared-ui/field';
import { FileTextIcon, TrashIcon, UploadIcon } from '@portal/shared-ui/icons';
import { RelativeDate } from '@portal/shared-ui/relative-date';
import { Spinner } from '@portal/shared-ui/spinner';
import { useEffect, useId, useRef, useState } from 'react';
import { get, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { MESSAGES } from '../../../lib/messages';
import { fileNameOf, resolveFileUrl } from '../file-url';
import {
  useDeleteResume,
  useUpdateProfile,
  useUploadAvatar,
  useUploadResume,
} from '../hooks/use-profile-mutations';
import { LeaveGuard } from './leave-guard';
import {
  errorAt,
  ResumeDetailsFields,
  resumeDetailsBody,
  resumeDetailsErrors,
  resumeDetailsOf,
} from './resume-details-fields';
import type { ProfileValues } from './profile-values';

const profileValuesOf = (user: User): ProfileValues => ({
  name: user.name,
  avatar: user.avatar,
  resume: user.resume,
  ...resumeDetailsOf(user),
});

/** The name's rule and the shared profile rules (the API's too), every message at once. */
const resolver: Resolver<ProfileValues> = (values) => {
  const errors = resumeDetailsErrors(values);
  const name = validateFullName(values.name);
  if (name) errors.name = { type: 'rule', message: name };
  return Object.keys(errors).length > 0
    ? { values: {}, errors: errors as FieldErrors<ProfileValues> }
    : { values, errors: {} };
};

/** Focuses the first control, in page order, that has a message. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors<ProfileValues>) {
  const controls = form?.querySelectorAll<HTMLElement>('input[name], select[name], textarea[name]') ?? [];
  for (const control of controls) {
    const name = control.getAttribute('name');
    if (name && get(errors, name)) {
      control.focus();
      return;
    }
  }
}

const AVATAR_UPLOAD_FAILED = 'Image upload failed. Please try again.';

/** A local preview of a chosen picture until its upload is saved (revoked when replaced or unmounted). */
function useAvatarPreview() {
  const [preview, setPreviewState] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  const setPreview = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    setPreviewState(current.current);
  };
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  return [preview, setPreview] as const;
}

/**
 * Name, avatar, read-only e-mail, resume file and résumé details of the signed-in job seeker, with one Save
 * and one Cancel for all of them. Files upload as soon as they are chosen; Save is disabled while saving or
 * while a file uploads, and a saved profile updates the shared session at once (the header shows the new
 * name and picture). Leaving with unsaved changes asks first.
 */
export function ProfileForm({ user }: { user: User }) {
  const form = useForm<ProfileValues>({
    defaultValues: profileValuesOf(user),
    resolver,
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // Typed work survives a lost session: kept for this user until it is saved. A draft kept before the
  // résumé details joined the form holds the name and files only: the rest stays as the profile has it.
  const draft = useDraft('seeker-profile', {
    values: form.watch(),
    restore: (saved) => form.reset({ ...profileValuesOf(user), ...saved }, { keepDefaultValues: true }),
  });
  const uploadAvatar = useUploadAvatar();
  const uploadResume = useUploadResume();
  const updateProfile = useUpdateProfile();
  const removeResume = useDeleteResume();
  const [avatarPreview, setAvatarPreview] = useAvatarPreview();
  // The chosen file's own name until the profile is saved (the server keeps it from then on).
  const [chosenResumeName, setChosenResumeName] = useState('');
  const [fileErrors, setFileErrors] = useState<{ avatar?: string; resume?: string }>({});
  const ids = { avatarHelp: useId(), avatarError: useId(), resumeHelp: useId(), resumeError: useId() };

  const [name, avatar, resume] = form.watch(['name', 'avatar', 'resume']);
  const uploading = uploadAvatar.isPending || uploadResume.isPending;
  const saving = form.formState.isSubmitting;
  const busy = saving || uploading || removeResume.isPending;
  const avatarSrc = avatarPreview ?? (avatar ? resolveFileUrl(avatar) : undefined);

  const chooseAvatar = (file: File | undefined) => {
    if (!file) return;
    const error = validateImageFile(file);
    setFileErrors((prev) => ({ ...prev, avatar: error || undefined }));
    if (error) return;
    setAvatarPreview(file);
    uploadAvatar.mutate(file, {
      onSuccess: (url) => form.setValue('avatar', url, { shouldDirty: true }),
      onError: (uploadError) => {
        // The old picture stays; the field says why.
        console.error('Avatar upload failed', uploadError);
        setAvatarPreview(null);
        setFileErrors((prev) => ({ ...prev, avatar: AVATAR_UPLOAD_FAILED }));
      },
    });
  };

  const chooseResume = (file: File | undefined) => {
    if (!file) return;
    const error = validateResumeFile(file);
    setFileErrors((prev) => ({ ...prev, resume: error || undefined }));
    if (error) return;
    uploadResume.mutate(file, {
      onSuccess: (url) => {
        setChosenResumeName(file.name);
        form.setValue('resume', url, { shouldDirty: true });
      },
      onError: (uploadError) => {
        console.error('Resume upload failed', uploadError);
        // The server's reason when it gave one (a full upload quota, a file too large).
        toast.error(getErrorMessage(uploadError, MESSAGES.resumeUploadFailed));
      },
    });
  };

  const deleteResume = () => {
    if (!resume) return;
    removeResume.mutate(resume, {
      onSuccess: () => {
        // The profile no longer has one: that is the form's starting point now, not an edit.
        form.resetField('resume', { defaultValue: '' });
        toast.success(MESSAGES.resumeDeleted);
      },
      onError: (error) => {
        console.error('Resume delete failed', error);
        toast.error(getErrorMessage(error, MESSAGES.somethingWrong));
      },
    });
  };

  const save = form.handleSubmit(
    async (values) => {
      setSubmitError(null);
      try {
        const updated = await updateProfile.mutateAsync({
          name: values.name.trim(),
          email: user.email,
          avatar: values.avatar,
          resume: values.resume,
          ...resumeDetailsBody(values),
        });
        // What was saved is the form's new starting point: nothing is unsaved any more.
        form.reset({
          ...values,
          ...(updated ? resumeDetailsOf(updated) : {}),
          name: updated?.name ?? values.name.trim(),
          avatar: updated?.avatar ?? values.avatar,
          resume: updated?.resume ?? values.resume,
        });
        setAvatarPreview(null);
        draft.clear();
        toast.success(MESSAGES.profileUpdated);
      } catch (error) {
        // A refused save keeps every value and says why.
        console.error('Profile update failed', error);
        setSubmitError(getErrorMessage(error, MESSAGES.somethingWrong));
      }
    },
    (errors) => focusFirstInvalid(formRef.current, errors),
  );

  const cancel = () => {
    form.reset();
    draft.clear();
    setSubmitError(null);
    setFileErrors({});
    setAvatarPreview(null);
  };

  return (
    <>
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={(event) => void save(event)}
        aria-label="Profile"
        className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm"
      >
        {/* The stored files' URLs are form values like the name (set as each upload finishes). */}
        <input type="hidden" {...form.register('avatar')} />
        <input type="hidden" {...form.register('resume')} />
        <section aria-labelledby="profile-personal" className="space-y-6 p-5 sm:p-8">
          <h2 id="profile-personal" className="text-lg font-semibold text-gray-900">
            Personal Information
          </h2>

          <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
            <div className="relative">
              <Avatar src={avatarSrc} name={name || user.name} size="lg" alt="Profile picture" />
              {uploadAvatar.isPending && (
                <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70">
                  <Spinner className="h-6 w-6 text-brand-600" label="Uploading picture" />
                </span>
              )}
            </div>
            <div className="min-w-0">
              <label className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                <UploadIcon className="h-4 w-4" />
                Change photo
                <input
                  type="file"
                  accept={IMAGE_ACCEPT}
                  className="sr-only"
                  aria-describedby={
                    fileErrors.avatar ? `${ids.avatarHelp} ${ids.avatarError}` : ids.avatarHelp
                  }
                  aria-invalid={fileErrors.avatar ? true : undefined}
                  disabled={uploadAvatar.isPending}
                  onChange={(event) => {
                    chooseAvatar(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
              </label>
              <p id={ids.avatarHelp} className="mt-2 text-xs text-gray-600">
                JPG or PNG, up to 5 MB.
              </p>
              {fileErrors.avatar && (
                <p id={ids.avatarError} role="alert" className="mt-1 text-sm text-red-700">
                  {fileErrors.avatar}
                </p>
              )}
            </div>
          </div>

          <div className="grid gap-4 md:grid-cols-2">
            <Field label="Full Name" error={errorAt(form.formState.errors, 'name')}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('name')}
                  type="text"
                  maxLength={100}
                  autoComplete="name"
                />
              )}
            </Field>
            <Field label="Email Address">
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  value={user.email}
                  readOnly
                  aria-readonly="true"
                  className="cursor-not-allowed text-gray-600"
                />
              )}
            </Field>
          </div>
        </section>

        <section aria-labelledby="profile-resume" className="space-y-4 border-t border-gray-100 p-5 sm:p-8">
          <h2 id="profile-resume" className="text-lg font-semibold text-gray-900">
            Resume
          </h2>
          {resume ? (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gray-200 bg-gray-50 p-3">
              <a
                href={resolveFileUrl(resume)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-w-0 items-center gap-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                <FileTextIcon className="h-5 w-5 shrink-0" />
                <span className="truncate">
                  View Resume:{' '}
                  {resume === user.resume
                    ? user.resumeName || fileNameOf(resume)
                    : chosenResumeName || fileNameOf(resume)}
                </span>
              </a>
              {resume === user.resume && user.resumeUploadedAt && (
                <RelativeDate
                  value={user.resumeUploadedAt}
                  prefix="Uploaded"
                  className="text-xs text-gray-600"
                />
              )}
              <Button
                variant="ghost"
                size="sm"
                onClick={deleteResume}
                loading={removeResume.isPending}
                disabled={busy}
                aria-label="Delete resume"
                className="text-red-700 hover:bg-red-50"
              >
                <TrashIcon className="h-4 w-4" />
                Delete
              </Button>
            </div>
          ) : (
            <p className="text-sm text-gray-600">No resume uploaded yet.</p>
          )}
          {resume && resume !== user.resume && (
            <p className="text-sm text-amber-700">Save your changes to keep this resume on your profile.</p>
          )}
          <div>
            <label className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              {uploadResume.isPending ? <Spinner className="h-4 w-4" /> : <UploadIcon className="h-4 w-4" />}
              {uploadResume.isPending ? 'Uploading resume...' : resume ? 'Replace resume' : 'Upload resume'}
              <input
                type="file"
                accept={RESUME_ACCEPT}
                className="sr-only"
                aria-describedby={fileErrors.resume ? `${ids.resumeHelp} ${ids.resumeError}` : ids.resumeHelp}
                aria-invalid={fileErrors.resume ? true : undefined}
                disabled={uploadResume.isPending}
                onChange={(event) => {
                  chooseResume(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
            <p id={ids.resumeHelp} className="mt-2 text-xs text-gray-600">
              PDF, DOC or DOCX.
            </p>
            {fileErrors.resume && (
              <p id={ids.resumeError} role="alert" className="mt-1 text-sm text-red-700">
                {fileErrors.resume}
              </p>
            )}
          </div>
        </section>

        <ResumeDetailsFields form={form} />

        {submitError && (
          <div className="px-5 pb-4 sm:px-8">
            <Alert>{submitError}</Alert>
          </div>
        )}
        <div className="flex flex-col-reverse gap-3 border-t border-gray-100 bg-gray-50 px-5 py-4 sm:flex-row sm:justify-end sm:px-8">
          <Button variant="secondary" onClick={cancel} disabled={busy || !form.formState.isDirty}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={busy}>
            {saving ? 'Saving...' : MESSAGES.saveChanges}
          </Button>
        </div>
      </form>
      <LeaveGuard unsaved={form.formState.isDirty && !saving} />
    </>
  );
}
