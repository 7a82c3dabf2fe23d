import { IMAGE_ACCEPT } from '@portal/contracts/rules';
import { Button, buttonClasses } from '@portal/shared-ui/button';
import { Field } from '@portal/shared-ui/field';
import { UploadIcon, UserIcon, XIcon } from '@portal/shared-ui/icons';
import { useRef, type ChangeEvent } from 'react';

interface AvatarPickerProps {
  /** Object URL of the chosen picture, or '' when none. */
  previewUrl: string;
  fileName: string;
  error?: string | undefined;
  onSelect: (file: File | null) => void;
  disabled?: boolean;
}

/** Optional profile picture with a round preview (JPG/PNG up to 5 MB, checked by the page). */
export function AvatarPicker({ previewUrl, fileName, error, onSelect, disabled }: AvatarPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onSelect(event.target.files?.[0] ?? null);
    // Let the same file be chosen again after a rejection or a removal.
    event.target.value = '';
  };

  return (
    <Field
      id="signup-avatar"
      label="Profile Picture"
      optional
      hint={<span className="block truncate">{fileName || 'JPG or PNG, up to 5MB'}</span>}
      error={error}
    >
      {(control) => (
        <div className="flex items-center gap-4">
          {previewUrl ? (
            <img
              src={previewUrl}
              alt="Your new avatar"
              className="h-16 w-16 shrink-0 rounded-full object-cover ring-2 ring-brand-100"
            />
          ) : (
            <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-gray-100 text-gray-500">
              <UserIcon className="h-8 w-8" />
            </span>
          )}
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
            <input
              {...control}
              ref={inputRef}
              name="avatar"
              type="file"
              accept={IMAGE_ACCEPT}
              onChange={onChange}
              disabled={disabled}
              className="peer sr-only"
            />
            <label
              htmlFor={control.id}
              className={`${buttonClasses({ variant: 'secondary', size: 'sm' })} peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600`}
            >
              <UploadIcon className="h-4 w-4" />
              {previewUrl ? 'Change picture' : 'Upload picture'}
            </label>
            {previewUrl ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  onSelect(null);
                  inputRef.current?.focus();
                }}
                disabled={disabled}
              >
                <XIcon className="h-4 w-4" />
                Remove picture
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </Field>
  );
}
