import type { User } from '@portal/contracts';
import { hasBuiltResume, resumePdfName } from '@portal/contracts/resume';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient, getErrorMessage } from '@portal/shared-auth';
import { Alert } from '@portal/shared-ui/alert';
import { Button, ButtonLink } from '@portal/shared-ui/button';
import { ResumeSections } from '@portal/shared-ui/resume-sections';
import { useState } from 'react';
import { Link } from 'react-router-dom';

const PDF_FAILED = 'Your résumé could not be made into a PDF. Try again.';

/** GET /api/user/resume.pdf → the résumé built on the profile, as the PDF the server makes of it. */
async function downloadResumePdf(): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(API_PATHS.resumePdf, { responseType: 'blob' });
  return data;
}

/** The server's reason: a PDF download's error body arrives as a Blob of JSON, not as parsed JSON. */
async function reasonOf(error: unknown): Promise<string> {
  const data = (error as { response?: { data?: { text?: unknown } } }).response?.data;
  // Any Blob (the page's, or another realm's: an instanceof check misses those).
  if (data && typeof data.text === 'function') {
    try {
      const body = JSON.parse(await (data as Blob).text()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) return body.message;
    } catch {
      // Not JSON: the general message below.
    }
  }
  return getErrorMessage(error, PDF_FAILED);
}

/** Hands the PDF to the browser as a download under its file name. */
function saveAs(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time this runs; the object URL would hold it in memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The résumé the profile's sections make: one clean page that prints as it shows (print to PDF from the
 * browser's print dialog), and the PDF the server makes of it (the one an application sends).
 * Sections the seeker left empty are left out.
 */
export function ResumeSheet({ user }: { user: User }) {
  const place = [user.desiredLocation, user.openToRemote ? 'open to remote work' : '']
    .filter(Boolean)
    .join(', ');
  const empty = !hasBuiltResume(user);
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setDownloading(true);
    setProblem(null);
    try {
      saveAs(await downloadResumePdf(), resumePdfName(user.name));
    } catch (error) {
      console.error('Resume PDF failed', error);
      setProblem(await reasonOf(error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <ButtonLink as={Link} to="/profile" variant="secondary">
          Edit on your profile
        </ButtonLink>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => window.print()}>
            Print or save as PDF
          </Button>
          <Button onClick={() => void download()} loading={downloading} disabled={empty}>
            {downloading ? 'Making PDF...' : 'Download PDF'}
          </Button>
        </div>
      </div>
      {problem && (
        <div className="mb-6 print:hidden">
          <Alert tone="error">{problem}</Alert>
        </div>
      )}
      <article
        aria-labelledby="resume-name"
        className="mx-auto max-w-3xl rounded-xl border border-gray-200 bg-white p-8 text-gray-900 print:max-w-none print:border-0 print:p-0"
      >
        <header className="border-b border-gray-200 pb-4">
          <h1 id="resume-name" className="text-3xl font-bold">
            {user.name}
          </h1>
          {user.headline && <p className="mt-1 text-lg text-gray-700">{user.headline}</p>}
          <p className="mt-2 text-sm text-gray-600">
            {user.email}
            {place && ` · ${place}`}
          </p>
        </header>
        {empty && (
          <p className="mt-6 text-gray-600 print:hidden">
            Your resume is empty: add a headline, a summary, your experience, education and skills on your
            profile.
          </p>
        )}
        <ResumeSections resume={user} idPrefix="resume" />
      </article>
    </>
  );
}
