import { IMAGE_ACCEPT, validateImageFile } from '@portal/shared-auth/validators';
import { buttonClasses, cx, Spinner, UploadIcon } from '@portal/shared-ui';
import { useId, useState } from 'react';

export interface ImageUploadFieldProps {
  /** Visible label of the picker, e.g. "Upload avatar". */
  label: string;
  /** Alt text of the preview. */
  alt: string;
  /** Shown in place of the picture when there is none ("No Avatar", "No Logo"). */
  emptyText: string;
  value: string;
  shape: 'round' | 'square';
  upload: (file: File) => Promise<string>;
  onUploaded: (url: string) => void;
  onUploadingChange: (uploading: boolean) => void;
}

/** An image picker (JPG/PNG, ≤ 5 MB) that uploads at once and previews the stored image. */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { label, alt, emptyText, value, shape, upload, onUploaded, onUploadingChange } = props;
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState('');
  const rounded = shape === 'round' ? 'rounded-full' : 'rounded-xl';

  async function onFile(file: File | undefined) {
    if (!file) return;
    const problem = validateImageFile(file);
    setError(problem);
    if (problem) return;
    setUploading(true);
    onUploadingChange(true);
    try {
      onUploaded(await upload(file));
    } catch {
      // The API client has logged the failure; the person is told next to the picker.
      setError('Image upload failed. Please try again.');
    } finally {
      setUploading(false);
      onUploadingChange(false);
    }
  }

  return (
    <div className="flex items-center gap-4">
      {value ? (
        <img
          src={value}
          alt={alt}
          className={`h-20 w-20 shrink-0 border border-gray-200 object-cover ${rounded}`}
        />
      ) : (
        <span
          className={`flex h-20 w-20 shrink-0 items-center justify-center bg-gray-100 text-center text-xs text-gray-600 ${rounded}`}
        >
          {emptyText}
        </span>
      )}
      <div className="min-w-0">
        {/* The input is visually hidden; its label is the button people see, and takes the focus ring. */}
        <div className="relative inline-flex rounded-lg focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600">
          <label htmlFor={id} className={cx(buttonClasses({ variant: 'secondary', size: 'sm' }))}>
            {uploading ? <Spinner className="h-4 w-4" /> : <UploadIcon className="h-4 w-4" />}
            {uploading ? 'Uploading...' : label}
          </label>
          <input
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            disabled={uploading}
            aria-describedby={`${id}-help`}
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </div>
        <p id={`${id}-help`} className={`mt-1 text-xs ${error ? 'text-red-700' : 'text-gray-600'}`}>
          {error || 'JPG or PNG, up to 5 MB'}
        </p>
      </div>
    </div>
  );
}
