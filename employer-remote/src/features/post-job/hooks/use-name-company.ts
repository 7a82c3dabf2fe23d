// Naming the company before the first job: the name goes to the account (the Company Profile), and the
// session learns it and the company's address (slug) at once, so the job form can go on.
import { authApi, useSessionStore } from '@portal/shared-auth';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';

export const COMPANY_NAME_SAVED = 'Company name saved';

export function useNameCompany() {
  const updateUser = useSessionStore((s) => s.updateUser);
  return useMutation({
    mutationFn: (companyName: string) => authApi.updateProfile({ companyName }),
    // Said here, not by the form: a named company takes the form off the page.
    onSuccess: (updated) => {
      updateUser({ companyName: updated.companyName, companySlug: updated.companySlug });
      toast.success(COMPANY_NAME_SAVED);
    },
  });
}
