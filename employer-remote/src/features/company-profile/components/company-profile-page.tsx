import type { User } from '@portal/contracts';
import { useSessionStore } from '@portal/shared-auth';
import { Button, EditIcon, LoadingScreen } from '@portal/shared-ui';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { FormField, fieldAria, inputClass, PageHeader } from '../../../components';
import { updateCompanyProfile, uploadImage, type CompanyProfileDraft } from '../api/update-company-profile';
import { ImageUploadField } from './image-upload-field';

export const PROFILE_TEXT = {
  viewTitle: 'Employeer Profile',
  editTitle: 'Edit Profile',
  saved: 'Profile details updated successfully!',
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b border-gray-200 p-4 last:border-b-0 sm:p-6" aria-label={title}>
      <h2 className="mb-4 text-lg font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}

function Picture({
  src,
  alt,
  emptyText,
  round,
}: {
  src: string;
  alt: string;
  emptyText: string;
  round?: boolean;
}) {
  const shape = round ? 'rounded-full' : 'rounded-xl';
  return src ? (
    <img src={src} alt={alt} className={`h-20 w-20 shrink-0 border border-gray-200 object-cover ${shape}`} />
  ) : (
    <span
      className={`flex h-20 w-20 shrink-0 items-center justify-center bg-gray-100 text-xs text-gray-600 ${shape}`}
    >
      {emptyText}
    </span>
  );
}

function ProfileView({ user, onEdit }: { user: User; onEdit: () => void }) {
  return (
    <>
      <PageHeader
        title={PROFILE_TEXT.viewTitle}
        actions={
          <Button onClick={onEdit}>
            <EditIcon className="h-4 w-4" />
            Edit Profile
          </Button>
        }
      />
      <div className="rounded-xl border border-gray-200 bg-white shadow-sm">
        <Section title="Personal Information">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <Picture src={user.avatar} alt={`${user.name} avatar`} emptyText="No Avatar" round />
            <div className="min-w-0">
              <p className="text-lg font-semibold break-words text-gray-900">{user.name}</p>
              <p className="text-gray-600 break-all">{user.email}</p>
            </div>
          </div>
        </Section>
        <Section title="Company Information">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <Picture
              src={user.companyLogo}
              alt={`${user.companyName || 'Company'} logo`}
              emptyText="No Logo"
            />
            <p className="text-lg font-semibold break-words text-gray-900">
              {user.companyName || <span className="font-normal text-gray-600">No company name yet</span>}
            </p>
          </div>
          <h3 className="mt-6 mb-2 font-semibold text-gray-900">About Company</h3>
          <p className="whitespace-pre-line text-gray-700">
            {user.companyDescription || <span className="text-gray-600">No description yet</span>}
          </p>
        </Section>
      </div>
    </>
  );
}

function toDraft(user: User): CompanyProfileDraft {
  return {
    name: user.name,
    avatar: user.avatar,
    companyName: user.companyName,
    companyDescription: user.companyDescription,
    companyLogo: user.companyLogo,
  };
}

function ProfileEdit({ user, onDone }: { user: User; onDone: () => void }) {
  const updateUser = useSessionStore((s) => s.updateUser);
  const [draft, setDraft] = useState<CompanyProfileDraft>(() => toDraft(user));
  const [uploads, setUploads] = useState({ avatar: false, logo: false });
  const [saving, setSaving] = useState(false);
  const [triedSave, setTriedSave] = useState(false);
  const uploading = uploads.avatar || uploads.logo;
  const nameError = draft.name.trim() ? '' : 'Enter full name';
  const set = <K extends keyof CompanyProfileDraft>(key: K, value: CompanyProfileDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  async function save() {
    setTriedSave(true);
    if (saving || uploading || nameError) return;
    setSaving(true);
    try {
      const updated = await updateCompanyProfile(user.email, draft);
      updateUser({ ...updated, email: user.email });
      toast.success(PROFILE_TEXT.saved);
      onDone();
    } catch (error) {
      console.error('Failed to update the employer profile', error);
      setSaving(false);
    }
  }

  const shownNameError = triedSave ? nameError : '';
  return (
    <>
      <PageHeader title={PROFILE_TEXT.editTitle} />
      <form
        noValidate
        aria-label="Edit profile"
        className="rounded-xl border border-gray-200 bg-white shadow-sm"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Section title="Personal Information">
          <div className="space-y-5">
            <ImageUploadField
              label="Upload avatar"
              alt={`${draft.name || 'Your'} avatar`}
              emptyText="No Avatar"
              shape="round"
              value={draft.avatar}
              upload={uploadImage}
              onUploaded={(url) => set('avatar', url)}
              onUploadingChange={(busy) => setUploads((u) => ({ ...u, avatar: busy }))}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField id="profile-name" label="Full Name" required error={shownNameError}>
                <input
                  id="profile-name"
                  type="text"
                  className={inputClass}
                  value={draft.name}
                  onChange={(e) => set('name', e.target.value)}
                  maxLength={100}
                  autoComplete="name"
                  required
                  {...fieldAria('profile-name', shownNameError)}
                />
              </FormField>
              <FormField
                id="profile-email"
                label="Email Address"
                hint="Your e-mail address cannot be changed"
              >
                <input
                  id="profile-email"
                  type="email"
                  className={`${inputClass} text-gray-600`}
                  value={user.email}
                  readOnly
                  aria-describedby="profile-email-hint"
                />
              </FormField>
            </div>
          </div>
        </Section>
        <Section title="Company Information">
          <div className="space-y-5">
            <ImageUploadField
              label="Upload company logo"
              alt={`${draft.companyName || 'Company'} logo`}
              emptyText="No Logo"
              shape="square"
              value={draft.companyLogo}
              upload={uploadImage}
              onUploaded={(url) => set('companyLogo', url)}
              onUploadingChange={(busy) => setUploads((u) => ({ ...u, logo: busy }))}
            />
            <FormField id="profile-company-name" label="Company Name">
              <input
                id="profile-company-name"
                type="text"
                className={inputClass}
                value={draft.companyName}
                onChange={(e) => set('companyName', e.target.value)}
                maxLength={200}
                autoComplete="organization"
              />
            </FormField>
            <FormField id="profile-company-description" label="Company Description">
              <textarea
                id="profile-company-description"
                rows={4}
                className={inputClass}
                placeholder="Tell job seekers about your company..."
                value={draft.companyDescription}
                onChange={(e) => set('companyDescription', e.target.value)}
                maxLength={5000}
              />
            </FormField>
          </div>
        </Section>
        <div className="flex flex-col-reverse gap-3 p-4 sm:flex-row sm:justify-end sm:p-6">
          <Button variant="secondary" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={uploading}>
            {saving ? 'Saving...' : 'Save changes'}
          </Button>
        </div>
      </form>
    </>
  );
}

/** SPEC §2 Company-profile: a read view and an edit view; Cancel discards, a save returns to the read view. */
export function CompanyProfilePage() {
  const user = useSessionStore((s) => s.user);
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  if (!user) return <LoadingScreen text="Loading profile..." />;
  return (
    <div className="mx-auto max-w-4xl">
      {mode === 'view' ? (
        <ProfileView user={user} onEdit={() => setMode('edit')} />
      ) : (
        <ProfileEdit user={user} onDone={() => setMode('view')} />
      )}
    </div>
  );
}
