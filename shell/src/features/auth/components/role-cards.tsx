import type { Role } from '@portal/contracts/constants';
import type { ComponentType } from 'react';
import { BuildingIcon, UserIcon } from '../../../components/icons';
import { FieldError, fieldErrorId } from './text-field';

const ROLE_OPTIONS: {
  value: Role;
  title: string;
  description: string;
  Icon: ComponentType<{ className?: string }>;
}[] = [
  { value: 'jobseeker', title: 'Job Seeker', description: 'Looking for opportunities', Icon: UserIcon },
  { value: 'employeer', title: 'Employeer', description: 'Hiring new talent', Icon: BuildingIcon },
];

interface RoleCardsProps {
  value: Role | '';
  onChange(role: Role): void;
  error?: string | undefined;
}

/** The role choice of the signup form: two cards with radio semantics (native radios, arrow keys work). */
export function RoleCards({ value, onChange, error }: RoleCardsProps) {
  const errorId = fieldErrorId('signup-role');
  return (
    <div>
      <p id="signup-role-label" className="mb-1.5 block text-sm font-medium text-gray-700">
        I am a
      </p>
      <div
        role="radiogroup"
        aria-labelledby="signup-role-label"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2"
      >
        {ROLE_OPTIONS.map(({ value: role, title, description, Icon }) => {
          const checked = value === role;
          const id = `signup-role-${role}`;
          return (
            <label
              key={role}
              htmlFor={id}
              className={`relative flex cursor-pointer items-center gap-3 rounded-xl border-2 p-3.5 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-500 has-[:focus-visible]:ring-offset-2 ${
                checked
                  ? 'border-blue-600 bg-blue-50'
                  : error
                    ? 'border-red-300 bg-white hover:border-red-400'
                    : 'border-gray-200 bg-white hover:border-blue-300'
              }`}
            >
              <input
                id={id}
                type="radio"
                name="role"
                value={role}
                checked={checked}
                onChange={() => onChange(role)}
                className="sr-only"
              />
              <span
                className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-lg ${
                  checked ? 'bg-blue-600 text-white' : 'bg-gray-100 text-gray-600'
                }`}
              >
                <Icon className="h-5 w-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-gray-900">{title}</span>
                <span className="block text-xs text-gray-600">{description}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
