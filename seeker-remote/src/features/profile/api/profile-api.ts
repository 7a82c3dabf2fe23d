// The seeker profile's calls. They go through shared-auth's authApi (one client, one session); this module is
// the feature's seam, so components and tests depend on it rather than on the shared package directly.
import type { DeleteResumeReply, UpdateProfileBody, User } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient, authApi } from '@portal/shared-auth';

/** PUT /api/user/profile */
export function updateProfile(body: UpdateProfileBody): Promise<User> {
  return authApi.updateProfile(body);
}

/** POST /api/auth/upload-image (field `image`) → the stored image's URL. */
export async function uploadAvatar(file: File): Promise<string> {
  const { imageUrl } = await authApi.uploadImage(file);
  return imageUrl;
}

/** POST /api/auth/upload-file (field `file`) → the stored resume's URL. */
export async function uploadResume(file: File): Promise<string> {
  const { fileUrl } = await authApi.uploadFile(file);
  return fileUrl;
}

/** DELETE /api/user/resume */
export function deleteResume(resumeUrl: string): Promise<DeleteResumeReply> {
  return authApi.deleteResume(resumeUrl);
}

/** GET /api/user/resume.pdf → the résumé built on the profile, as the PDF the server makes of it. */
export async function downloadResumePdf(): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(API_PATHS.resumePdf, { responseType: 'blob' });
  return data;
}
