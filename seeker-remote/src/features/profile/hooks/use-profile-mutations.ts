// The seeker profile's writes as mutations: uploads, saving the profile, deleting the resume and being
// found by employers (or not). Each one that changes the account merges the server's answer into the
// shared session, so the header (and an Apply dialog's "resume that will be sent") show it at once.
import type { UpdateProfileBody, User } from '@portal/contracts';
import { authApi, useSessionStore } from '@portal/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterProfileChange } from '../../../lib/cache-updates';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { discoveryKeys, setDiscovery } from '../api/discovery-api';

/** POST /api/auth/upload-file (field `file`) → the stored resume's URL. */
const uploadResume = async (file: File) => (await authApi.uploadFile(file)).fileUrl;

export function useUploadAvatar() {
  return useMutation({
    mutationKey: ['profile', 'avatar'],
    mutationFn: async (file: File) => (await authApi.uploadImage(file)).imageUrl,
  });
}

export function useUploadResume() {
  return useMutation({ mutationKey: ['profile', 'resume'], mutationFn: (file: File) => uploadResume(file) });
}

/** PUT /api/user/profile; the e-mail never changes here, whatever the reply says. */
export function useUpdateProfile() {
  const updateUser = useSessionStore((s) => s.updateUser);
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'update'],
    mutationFn: (body: UpdateProfileBody) => authApi.updateProfile(body),
    onSuccess: (updated, body) => {
      // The talent card shows the saved profile: the preview follows the save.
      afterProfileChange(client);
      updateUser({
        ...(updated ?? {}),
        name: updated?.name ?? body.name,
        avatar: updated?.avatar ?? body.avatar,
        resume: updated?.resume ?? body.resume,
        email: body.email,
      });
    },
  });
}

export function useDeleteResume() {
  const updateUser = useSessionStore((s) => s.updateUser);
  return useMutation({
    mutationKey: ['profile', 'delete-resume'],
    mutationFn: (resumeUrl: string) => authApi.deleteResume(resumeUrl),
    onSuccess: (reply) => updateUser({ resume: reply?.user?.resume ?? '' }),
  });
}

/**
 * Uploads a resume and keeps it on the profile in one step (what the Apply dialog offers a seeker without
 * one: the application sends the profile's resume). Resolves the stored resume's URL.
 */
export const ATTACH_RESUME_KEY = ['profile', 'attach-resume'];

export function useAttachResume() {
  const updateUser = useSessionStore((s) => s.updateUser);
  return useMutation({
    mutationKey: ATTACH_RESUME_KEY,
    mutationFn: async ({ user, file }: { user: User; file: File }) => {
      const resume = await uploadResume(file);
      const updated = await authApi.updateProfile({
        name: user.name,
        email: user.email,
        avatar: user.avatar,
        resume,
      });
      return updated?.resume || resume;
    },
    onSuccess: (resume) => updateUser({ resume }),
  });
}

/** PUT /api/user/discovery: the switch and the card become the server's answer. */
export function useSetDiscovery(viewer: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [QUERY_ROOTS.discovery, 'set'],
    mutationFn: setDiscovery,
    onSuccess: (reply) => client.setQueryData(discoveryKeys.discovery(viewer), reply),
  });
}
