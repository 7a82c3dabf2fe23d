import { IMAGE_ACCEPT } from '@portal/shared-auth';
import { useRef, type ChangeEvent } from 'react';
import { UploadIcon, UserIcon, XIcon } from '../../../components/icons';
import { FieldError, fieldErrorId } from './text-field';

interface AvatarPickerProps {
  /** Object URL of the chosen picture, or '' when none. */
  previewUrl: string;
  fileName: string;
  error?: string | undefined;
  onSelect(file: File | null): void;
  disabled?: boolean;
}

/** Optional profile picture with a round preview (JPG/PNG up to 5 MB, checked by the page). */
export function AvatarPicker({ previewUrl, fileName, error, onSelect, disabled }: AvatarPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = 'signup-avatar';
  const errorId = fieldErrorId(id);
  const hintId = `${id}-hint`;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onSelect(event.target.files?.[0] ?? null);
    // Let the same file be chosen again after a rejection or a removal.
    event.target.value = '';
  };

  return (
    <div>
      <span className="mb-1.5 block text-sm font-medium text-gray-700">
        Profile Picture <span className="font-normal text-gray-500">(optional)</span>
      </span>
      <div className="flex items-center gap-4">
        {previewUrl ? (
          <img
            src={previewUrl}
            alt="Profile picture preview"
            className="h-16 w-16 shrink-0 rounded-full object-cover ring-2 ring-blue-100"
          />
        ) : (
          <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-gray-100 text-gray-400">
            <UserIcon className="h-8 w-8" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={inputRef}
              id={id}
              type="file"
              accept={IMAGE_ACCEPT}
              onChange={onChange}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              className="peer sr-only"
            />
            <label
              htmlFor={id}
              className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-700 transition hover:bg-gray-50 peer-focus-visible:ring-2 peer-focus-visible:ring-blue-500 peer-focus-visible:ring-offset-2"
            >
              <UploadIcon className="h-4 w-4" />
              {previewUrl ? 'Change picture' : 'Upload picture'}
              <span className="sr-only"> (profile picture, optional)</span>
            </label>
            {previewUrl ? (
              <button
                type="button"
                onClick={() => {
                  onSelect(null);
                  inputRef.current?.focus();
                }}
                disabled={disabled}
                className="inline-flex items-center gap-1 rounded-lg px-2 py-2 text-sm font-medium text-gray-600 hover:text-red-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
              >
                <XIcon className="h-4 w-4" />
                Remove picture
              </button>
            ) : null}
          </div>
          <p id={hintId} className="mt-1 truncate text-xs text-gray-500">
            {fileName || 'JPG or PNG, up to 5MB'}
          </p>
        </div>
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
