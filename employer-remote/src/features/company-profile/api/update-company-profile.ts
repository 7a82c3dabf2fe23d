import type { UpdateProfileBody, User } from '@portal/contracts';
import { authApi } from '@portal/shared-auth';

export type CompanyProfileDraft = Required<
  Pick<UpdateProfileBody, 'name' | 'avatar' | 'companyName' | 'companyDescription' | 'companyLogo'>
>;

/** PUT /api/user/profile with the employer fields (the e-mail is sent unchanged; the server ignores it). */
export async function updateCompanyProfile(email: string, draft: CompanyProfileDraft): Promise<User> {
  return authApi.updateProfile({ ...draft, name: draft.name.trim(), email });
}

/** POST /api/auth/upload-image: returns the stored image's URL. */
export async function uploadImage(file: File): Promise<string> {
  const reply = await authApi.uploadImage(file);
  return reply.imageUrl;
}
