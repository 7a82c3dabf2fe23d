// Account calls (register, login, profile, uploads), typed with contracts. Components call these; none of them touch axios directly.
import type {
  ChangePasswordBody,
  ChangePasswordReply,
  DeleteResumeReply,
  ForgotPasswordReply,
  LogoutAllReply,
  ResetPasswordBody,
  ResetPasswordReply,
  LoginBody,
  LoginReply,
  RegisterBody,
  RegisterReply,
  UpdateProfileBody,
  UploadFileReply,
  UploadImageReply,
  User,
} from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from './api-client';

function multipart(field: string, file: File): FormData {
  const form = new FormData();
  form.append(field, file);
  return form;
}

export const authApi = {
  /** POST /api/auth/register. A 401 here is a form error, never a session loss. */
  async register(body: RegisterBody): Promise<RegisterReply> {
    const { data } = await apiClient.post<RegisterReply>(API_PATHS.register, body, {
      skipAuthRedirect: true,
    });
    return data;
  },

  /** POST /api/auth/login. A 401 (bad credentials) is shown by the form, never redirects. */
  async login(body: LoginBody): Promise<LoginReply> {
    const { data } = await apiClient.post<LoginReply>(API_PATHS.login, body, { skipAuthRedirect: true });
    return data;
  },

  /** POST /api/auth/forgot-password: the same answer for any address (no sign-in). */
  async forgotPassword(email: string): Promise<ForgotPasswordReply> {
    const { data } = await apiClient.post<ForgotPasswordReply>(
      API_PATHS.forgotPassword,
      { email },
      { skipAuthRedirect: true },
    );
    return data;
  },

  /** POST /api/auth/reset-password: the e-mail link's token and a new password; signs in. */
  async resetPassword(body: ResetPasswordBody): Promise<ResetPasswordReply> {
    const { data } = await apiClient.post<ResetPasswordReply>(API_PATHS.resetPassword, body, {
      skipAuthRedirect: true,
    });
    return data;
  },

  /** PUT /api/auth/password: a new password (the current one asked); every other session ends. */
  async changePassword(body: ChangePasswordBody): Promise<ChangePasswordReply> {
    const { data } = await apiClient.put<ChangePasswordReply>(API_PATHS.changePassword, body);
    return data;
  },

  /** POST /api/auth/logout-all: every session of the account ends, this one too. */
  async logoutAll(): Promise<LogoutAllReply> {
    const { data } = await apiClient.post<LogoutAllReply>(API_PATHS.logoutAll);
    return data;
  },

  async getProfile(): Promise<User> {
    const { data } = await apiClient.get<User>(API_PATHS.profile);
    return data;
  },

  /** POST /api/auth/upload-image, multipart field `image`. Errors are logged and re-thrown, so the caller decides what the person sees. */
  async uploadImage(file: File): Promise<UploadImageReply> {
    try {
      const { data } = await apiClient.post<UploadImageReply>(
        API_PATHS.uploadImage,
        multipart('image', file),
      );
      return data;
    } catch (error) {
      console.error('Image upload failed', error);
      throw error;
    }
  },

  /** POST /api/auth/upload-file, multipart field `file` (resumes). */
  async uploadFile(file: File): Promise<UploadFileReply> {
    const { data } = await apiClient.post<UploadFileReply>(API_PATHS.uploadFile, multipart('file', file));
    return data;
  },

  async updateProfile(body: UpdateProfileBody): Promise<User> {
    const { data } = await apiClient.put<User>(API_PATHS.updateProfile, body);
    return data;
  },

  /** DELETE /api/user/resume with body { resumeUrl }. */
  async deleteResume(resumeUrl: string): Promise<DeleteResumeReply> {
    const { data } = await apiClient.delete<DeleteResumeReply>(API_PATHS.deleteResume, {
      data: { resumeUrl },
    });
    return data;
  },
};

export type AuthApi = typeof authApi;
