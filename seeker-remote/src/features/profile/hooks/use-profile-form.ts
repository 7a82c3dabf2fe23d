import type { User } from '@portal/contracts';
import {
  getErrorMessage,
  useSessionStore,
  validateFullName,
  validateImageFile,
  validateResumeFile,
} from '@portal/shared-auth';
import toast from 'react-hot-toast';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../lib/messages';
import { deleteResume, updateProfile, uploadAvatar, uploadResume } from '../api/profile-api';

/** What the form keeps as a draft across a lost session. */
export interface ProfileDraft {
  name: string;
  avatar: string;
  resume: string;
}

export interface ProfileErrors {
  name?: string;
  avatar?: string;
  resume?: string;
}

/**
 * The seeker profile form (SPEC §2, §4): name, avatar and resume, with per-file uploading flags. Save is
 * blocked while saving or uploading; a successful save updates the shared session at once (header).
 */
export function useProfileForm(user: User) {
  const updateUser = useSessionStore((s) => s.updateUser);
  const [name, setName] = useState(user.name);
  const [avatar, setAvatar] = useState(user.avatar);
  const [avatarPreview, setAvatarPreview] = useState<string | null>(null);
  const [resume, setResume] = useState(user.resume);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [uploading, setUploading] = useState({ avatar: false, resume: false });
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const previewRef = useRef<string | null>(null);

  const setPreview = (url: string | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = url;
    setAvatarPreview(url);
  };
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const changeName = (value: string) => {
    setName(value);
    if (errors.name) setErrors((prev) => ({ ...prev, name: undefined }));
  };

  const chooseAvatar = async (file: File | undefined) => {
    if (!file) return;
    const error = validateImageFile(file);
    setErrors((prev) => ({ ...prev, avatar: error || undefined }));
    if (error) return;
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    setUploading((prev) => ({ ...prev, avatar: true }));
    try {
      setAvatar(await uploadAvatar(file));
    } catch (uploadError) {
      // SPEC §8: image upload failures are logged; the field says so too, and the old picture stays.
      console.error('Avatar upload failed', uploadError);
      setPreview(null);
      setErrors((prev) => ({ ...prev, avatar: 'Image upload failed. Please try again.' }));
    } finally {
      setUploading((prev) => ({ ...prev, avatar: false }));
    }
  };

  const chooseResume = async (file: File | undefined) => {
    if (!file) return;
    const error = validateResumeFile(file);
    setErrors((prev) => ({ ...prev, resume: error || undefined }));
    if (error) return;
    setUploading((prev) => ({ ...prev, resume: true }));
    try {
      setResume(await uploadResume(file));
    } catch (uploadError) {
      console.error('Resume upload failed', uploadError);
      toast.error(MESSAGES.resumeUploadFailed);
    } finally {
      setUploading((prev) => ({ ...prev, resume: false }));
    }
  };

  const removeResume = async () => {
    if (!resume) return;
    setDeleting(true);
    try {
      const reply = await deleteResume(resume);
      setResume('');
      updateUser({ resume: reply?.user?.resume ?? '' });
      toast.success(MESSAGES.resumeDeleted);
    } catch (error) {
      console.error('Resume delete failed', error);
      toast.error(getErrorMessage(error, MESSAGES.somethingWrong));
    } finally {
      setDeleting(false);
    }
  };

  /** Saves the profile; resolves whether it was saved. */
  const save = async (): Promise<boolean> => {
    const nameError = validateFullName(name);
    if (nameError) {
      setErrors((prev) => ({ ...prev, name: nameError }));
      return false;
    }
    setSaving(true);
    try {
      const updated = await updateProfile({ name: name.trim(), email: user.email, avatar, resume });
      // Merge what the server kept; the e-mail never changes here.
      updateUser({
        ...(updated ?? {}),
        name: updated?.name ?? name.trim(),
        avatar: updated?.avatar ?? avatar,
        resume: updated?.resume ?? resume,
        email: user.email,
      });
      setName(updated?.name ?? name.trim());
      setPreview(null);
      toast.success(MESSAGES.profileUpdated);
      return true;
    } catch (error) {
      console.error('Profile update failed', error);
      toast.error(getErrorMessage(error, MESSAGES.somethingWrong));
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** Puts back values kept from before a lost session (files are already uploaded: their URLs). */
  const restore = useCallback((saved: Partial<ProfileDraft>) => {
    if (typeof saved.name === 'string') setName(saved.name);
    if (typeof saved.avatar === 'string') setAvatar(saved.avatar);
    if (typeof saved.resume === 'string') setResume(saved.resume);
  }, []);

  const reset = useCallback(() => {
    setName(user.name);
    setAvatar(user.avatar);
    setResume(user.resume);
    setErrors({});
    setPreview(null);
  }, [user]);

  const busy = saving || uploading.avatar || uploading.resume || deleting;
  const dirty = name !== user.name || avatar !== user.avatar || resume !== user.resume;

  return {
    values: { name, email: user.email, avatar, avatarPreview, resume },
    errors,
    uploading,
    saving,
    deleting,
    busy,
    dirty,
    changeName,
    chooseAvatar,
    chooseResume,
    removeResume,
    save,
    reset,
    restore,
  };
}
