import { useRefreshedUser, useSessionStore } from '@portal/shared-auth';
import { EmailStatus } from '../../features/email';
import { DiscoverySettings, PasswordSettings, ProfileForm } from '../../features/profile';
import { SeekerLayout } from '../../features/layout';

function Profile() {
  const user = useSessionStore((s) => s.user);
  // What another tab or device changed (the address confirmed, a resume uploaded) shows here too.
  useRefreshedUser();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-1 text-2xl font-bold text-gray-900">Profile</h1>
      <p className="mb-6 text-sm text-gray-600">Keep your details and resume up to date for employers.</p>
      <EmailStatus user={user} />
      {/* Keyed by user id: another account's data never leaks into the form. One form, one Save: name,
          files and résumé details are saved together. */}
      <ProfileForm key={user._id} user={user} />
      <div className="mt-8 rounded-xl border border-gray-200 bg-white p-6">
        <DiscoverySettings key={user._id} />
      </div>
      <div className="mt-8 rounded-xl border border-gray-200 bg-white p-6">
        <PasswordSettings key={user._id} />
      </div>
    </div>
  );
}

/** /profile, for signed-in job seekers (the route's handle.auth keeps everyone else out). */
export function ProfilePage() {
  return (
    <SeekerLayout>
      <Profile />
    </SeekerLayout>
  );
}
