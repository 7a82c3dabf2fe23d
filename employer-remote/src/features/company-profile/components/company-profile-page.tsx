import type { User } from '@portal/contracts';
import { useAccountSecurity, useRefreshedUser, useSessionStore } from '@portal/shared-auth';
import { validateFullName, validatePassword } from '@portal/shared-auth/validators';
import {
  Button,
  ButtonLink,
  EditIcon,
  EyeIcon,
  Field,
  Input,
  LoadingScreen,
  Textarea,
  TYPE,
} from '@portal/shared-ui';
import { AccountSecurity, FormField, usePortalForm } from '@portal/shared-ui/form';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components';
import { uploadImage, type CompanyProfileDraft } from '../api/update-company-profile';
import { PROFILE_SAVED, useUpdateCompanyProfile } from '../hooks/use-update-company-profile';
import { ApplicationAlerts } from './application-alerts';
import { ListingAlerts } from './listing-alerts';
import { ImageUploadField } from './image-upload-field';

export const PROFILE_TEXT = {
  viewTitle: 'Employeer Profile',
  editTitle: 'Edit Profile',
  saved: PROFILE_SAVED,
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b border-gray-200 p-4 last:border-b-0 sm:p-6" aria-label={title}>
      <h2 className={`mb-4 ${TYPE.sectionTitle}`}>{title}</h2>
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

function ProfileView({
  user,
  onEdit,
  headingRef,
}: {
  user: User;
  onEdit: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <>
      <PageHeader
        headingRef={headingRef}
        title={PROFILE_TEXT.viewTitle}
        actions={
          <div className="flex flex-wrap gap-2">
            {user.companySlug && user.companyName && (
              // The public page job seekers see (the seeker part of the site renders it).
              <ButtonLink
                as={Link}
                to={`/companies/${encodeURIComponent(user.companySlug)}`}
                variant="secondary"
              >
                <EyeIcon className="h-4 w-4" />
                View company page
              </ButtonLink>
            )}
            <Button onClick={onEdit}>
              <EditIcon className="h-4 w-4" />
              Edit Profile
            </Button>
          </div>
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
        <section aria-label="E-mail notifications" className="p-4 sm:p-6">
          <ApplicationAlerts />
          <ListingAlerts />
        </section>
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

function ProfileEdit({
  user,
  onDone,
  headingRef,
}: {
  user: User;
  onDone: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const form = usePortalForm<CompanyProfileDraft>({
    defaultValues: toDraft(user),
    rules: { name: validateFullName },
  });
  const save = useUpdateCompanyProfile();
  const [uploads, setUploads] = useState({ avatar: false, logo: false });
  const uploading = uploads.avatar || uploads.logo;
  const [name, companyName, avatar, companyLogo] = form.watch([
    'name',
    'companyName',
    'avatar',
    'companyLogo',
  ]);
  const setPicture = (field: 'avatar' | 'companyLogo', url: string) =>
    form.setValue(field, url, { shouldDirty: true });

  const submit = async (draft: CompanyProfileDraft) => {
    // While a picture uploads the save waits: the button is disabled, and Enter in a field does nothing.
    if (uploading) return;
    try {
      await save.mutateAsync({ email: user.email, draft });
      onDone();
    } catch {
      // Logged by the mutation; the form stays open with what was typed.
    }
  };

  return (
    <>
      <PageHeader title={PROFILE_TEXT.editTitle} headingRef={headingRef} />
      <form
        {...form.formProps(submit)}
        aria-label="Edit profile"
        className="rounded-xl border border-gray-200 bg-white shadow-sm"
      >
        <Section title="Personal Information">
          <div className="space-y-5">
            <ImageUploadField
              label="Upload avatar"
              alt={`${name || 'Your'} avatar`}
              emptyText="No Avatar"
              shape="round"
              value={avatar}
              upload={uploadImage}
              onUploaded={(url) => setPicture('avatar', url)}
              onUploadingChange={(busy) => setUploads((u) => ({ ...u, avatar: busy }))}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField form={form} name="name" id="profile-name" label="Full Name" required>
                {(control) => <Input {...control} type="text" maxLength={100} autoComplete="name" />}
              </FormField>
              <Field id="profile-email" label="Email Address" hint="Your e-mail address cannot be changed">
                {(control) => (
                  <Input {...control} type="email" className="text-gray-600!" value={user.email} readOnly />
                )}
              </Field>
            </div>
          </div>
        </Section>
        <Section title="Company Information">
          <div className="space-y-5">
            <ImageUploadField
              label="Upload company logo"
              alt={`${companyName || 'Company'} logo`}
              emptyText="No Logo"
              shape="square"
              value={companyLogo}
              upload={uploadImage}
              onUploaded={(url) => setPicture('companyLogo', url)}
              onUploadingChange={(busy) => setUploads((u) => ({ ...u, logo: busy }))}
            />
            <FormField form={form} name="companyName" id="profile-company-name" label="Company Name">
              {(control) => <Input {...control} type="text" maxLength={200} autoComplete="organization" />}
            </FormField>
            <FormField
              form={form}
              name="companyDescription"
              id="profile-company-description"
              label="Company Description"
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={4}
                  maxLength={5000}
                  placeholder="Tell job seekers about your company..."
                />
              )}
            </FormField>
          </div>
        </Section>
        <div className="flex flex-col-reverse gap-3 p-4 sm:flex-row sm:justify-end sm:p-6">
          <Button variant="secondary" onClick={onDone} disabled={form.busy}>
            Cancel
          </Button>
          <Button type="submit" loading={form.busy} disabled={uploading}>
            {form.busy ? 'Saving...' : 'Save changes'}
          </Button>
        </div>
      </form>
    </>
  );
}

/**
 * Company Profile: a read view and an edit view; Cancel discards, a save returns to the read view. Under the
 * read view, the account's "Password and sign-in" (the same section as a job seeker's profile).
 */
export function CompanyProfilePage() {
  const user = useSessionStore((s) => s.user);
  const security = useAccountSecurity();
  // What another tab or device changed shows here too.
  useRefreshedUser();
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  // After Edit, Save or Cancel the view that replaced the other takes the focus at its heading (it was
  // left on the page's body when the button that had it went away).
  const heading = useRef<HTMLHeadingElement>(null);
  const [switched, setSwitched] = useState(false);
  useEffect(() => {
    if (switched) heading.current?.focus();
  }, [mode, switched]);
  const show = (next: 'view' | 'edit') => {
    setMode(next);
    setSwitched(true);
  };
  if (!user) return <LoadingScreen text="Loading profile..." />;
  return (
    <div className="mx-auto max-w-4xl">
      {mode === 'view' ? (
        <>
          <ProfileView user={user} onEdit={() => show('edit')} headingRef={heading} />
          <div className="mt-8 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
            <AccountSecurity {...security} validatePassword={validatePassword} />
          </div>
        </>
      ) : (
        <ProfileEdit user={user} onDone={() => show('view')} headingRef={heading} />
      )}
    </div>
  );
}
