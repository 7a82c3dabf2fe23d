// Saving the employer's profile: the stored user is updated (the e-mail kept as it was), and the job lists
// and the dashboard, whose rows name the company, are refetched. A failure is logged; the product shows no
// message for it.
import { useSessionStore } from '@portal/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { invalidateAfterCompanyChange } from '../../../lib/cache-updates';
import { updateCompanyProfile, type CompanyProfileDraft } from '../api/update-company-profile';

export const PROFILE_SAVED = 'Profile details updated successfully!';

export function useUpdateCompanyProfile() {
  const client = useQueryClient();
  const updateUser = useSessionStore((s) => s.updateUser);
  return useMutation({
    mutationFn: ({ email, draft }: { email: string; draft: CompanyProfileDraft }) =>
      updateCompanyProfile(email, draft),
    onSuccess: async (updated, { email }) => {
      updateUser({ ...updated, email });
      toast.success(PROFILE_SAVED);
      await invalidateAfterCompanyChange(client);
    },
    onError: (error) => console.error('Failed to update the employer profile', error),
  });
}
