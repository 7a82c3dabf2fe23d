import type { User } from '@portal/contracts';
import { IMAGE_ACCEPT, RESUME_ACCEPT, useDraft } from '@portal/shared-auth';
import { Avatar, Button, icons, Spinner } from '@portal/shared-ui';
import { useId, type FormEvent } from 'react';
import { fileNameOf, resolveFileUrl } from '../file-url';
import { useProfileForm } from '../hooks/use-profile-form';

const input =
  'w-full rounded-lg border border-gray-300 px-3 py-2 text-sm text-gray-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30';
const fileButton =
  'inline-flex cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-50 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600';

/** Name, avatar, read-only e-mail and resume of the signed-in job seeker. */
export function ProfileForm({ user }: { user: User }) {
  const form = useProfileForm(user);
  // Typed work survives a lost session: kept for this user until it is saved.
  const draft = useDraft('seeker-profile', {
    values: { name: form.values.name, avatar: form.values.avatar, resume: form.values.resume },
    restore: form.restore,
  });
  const ids = { name: useId(), email: useId(), avatarHelp: useId(), resumeHelp: useId(), nameError: useId() };
  const { values, errors, uploading } = form;
  const resumeUrl = resolveFileUrl(values.resume);
  const avatarSrc = values.avatarPreview ?? (values.avatar ? resolveFileUrl(values.avatar) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.save().then((saved) => saved && draft.clear());
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm"
    >
      <section aria-labelledby="profile-personal" className="space-y-6 p-5 sm:p-8">
        <h2 id="profile-personal" className="text-lg font-semibold text-gray-900">
          Personal Information
        </h2>

        <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <div className="relative">
            <Avatar src={avatarSrc} name={values.name || user.name} size="lg" alt="Profile picture" />
            {uploading.avatar && (
              <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70">
                <Spinner className="h-6 w-6 text-brand-600" label="Uploading picture" />
              </span>
            )}
          </div>
          <div>
            <label className={fileButton}>
              <icons.Upload className="h-4 w-4" />
              Change photo
              <input
                type="file"
                accept={IMAGE_ACCEPT}
                className="sr-only"
                aria-describedby={ids.avatarHelp}
                disabled={uploading.avatar}
                onChange={(event) => {
                  void form.chooseAvatar(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
            <p id={ids.avatarHelp} className="mt-2 text-xs text-gray-500">
              JPG or PNG, up to 5 MB.
            </p>
            {errors.avatar && (
              <p role="alert" className="mt-1 text-sm text-red-600">
                {errors.avatar}
              </p>
            )}
          </div>
        </div>

        <div className="grid gap-4 md:grid-cols-2">
          <div>
            <label htmlFor={ids.name} className="mb-1 block text-sm font-medium text-gray-700">
              Full Name
            </label>
            <input
              id={ids.name}
              type="text"
              value={values.name}
              maxLength={100}
              autoComplete="name"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? ids.nameError : undefined}
              onChange={(event) => form.changeName(event.target.value)}
              className={input}
            />
            {errors.name && (
              <p id={ids.nameError} role="alert" className="mt-1 text-sm text-red-600">
                {errors.name}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={ids.email} className="mb-1 block text-sm font-medium text-gray-700">
              Email Address
            </label>
            <input
              id={ids.email}
              type="email"
              value={values.email}
              readOnly
              aria-readonly="true"
              className={`${input} cursor-not-allowed bg-gray-50 text-gray-600`}
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="profile-resume" className="space-y-4 border-t border-gray-100 p-5 sm:p-8">
        <h2 id="profile-resume" className="text-lg font-semibold text-gray-900">
          Resume
        </h2>
        {values.resume ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gray-200 bg-gray-50 p-3">
            <a
              href={resumeUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-w-0 items-center gap-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              <icons.FileText className="h-5 w-5 shrink-0" />
              <span className="truncate">View Resume: {fileNameOf(values.resume)}</span>
            </a>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void form.removeResume()}
              loading={form.deleting}
              disabled={form.busy}
              aria-label="Delete resume"
              className="text-red-600 hover:bg-red-50"
            >
              <icons.Trash className="h-4 w-4" />
              Delete
            </Button>
          </div>
        ) : (
          <p className="text-sm text-gray-600">No resume uploaded yet.</p>
        )}
        {values.resume && values.resume !== user.resume && (
          <p className="text-sm text-amber-700">Save your changes to keep this resume on your profile.</p>
        )}
        <div>
          <label className={fileButton}>
            {uploading.resume ? <Spinner className="h-4 w-4" /> : <icons.Upload className="h-4 w-4" />}
            {uploading.resume ? 'Uploading resume...' : values.resume ? 'Replace resume' : 'Upload resume'}
            <input
              type="file"
              accept={RESUME_ACCEPT}
              className="sr-only"
              aria-describedby={ids.resumeHelp}
              disabled={uploading.resume}
              onChange={(event) => {
                void form.chooseResume(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          <p id={ids.resumeHelp} className="mt-2 text-xs text-gray-500">
            PDF, DOC or DOCX.
          </p>
          {errors.resume && (
            <p role="alert" className="mt-1 text-sm text-red-600">
              {errors.resume}
            </p>
          )}
        </div>
      </section>

      <div className="flex flex-col-reverse gap-3 border-t border-gray-100 bg-gray-50 px-5 py-4 sm:flex-row sm:justify-end sm:px-8">
        <Button variant="secondary" onClick={form.reset} disabled={form.busy || !form.dirty}>
          Cancel
        </Button>
        <Button type="submit" loading={form.saving} disabled={form.busy}>
          {form.saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
