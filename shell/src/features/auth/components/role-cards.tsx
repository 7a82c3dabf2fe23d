import { ROLE_LABELS, type Role } from '@portal/contracts/constants';
import { Field } from '@portal/shared-ui/field';
import { BuildingIcon, UserIcon, type IconComponent } from '@portal/shared-ui/icons';
import type { PortalRegisterReturn } from '@portal/shared-ui/form';

const ROLE_OPTIONS: { value: Role; description: string; Icon: IconComponent }[] = [
  { value: 'jobseeker', description: 'Looking for opportunities', Icon: UserIcon },
  { value: 'employeer', description: 'Hiring new talent', Icon: BuildingIcon },
];

interface RoleCardsProps {
  /** The chosen role, for the cards' look. */
  value: Role | '';
  /** The form's registration of the role (native radios: arrow keys work). */
  registration: PortalRegisterReturn<'role'>;
  error?: string | undefined;
}

/** The role choice of the signup form: two cards with radio semantics, named by the one role label. */
export function RoleCards({ value, registration, error }: RoleCardsProps) {
  // Each radio carries its own value: the starting choice is the one that starts checked.
  const { defaultValue: startingRole, defaultChecked: _unused, ...binding } = registration;
  return (
    <Field id="signup-role" label="I am a" group error={error}>
      {(control) => (
        <div role="radiogroup" {...control} className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
          {ROLE_OPTIONS.map(({ value: role, description, Icon }) => {
            const checked = value === role;
            const id = `signup-role-${role}`;
            return (
              <label
                key={role}
                htmlFor={id}
                className={`relative flex cursor-pointer items-center gap-3 rounded-xl border-2 p-3.5 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2 ${
                  checked
                    ? 'border-brand-600 bg-brand-50'
                    : error
                      ? 'border-red-300 bg-white hover:border-red-400'
                      : 'border-gray-200 bg-white hover:border-brand-300'
                }`}
              >
                <input
                  id={id}
                  type="radio"
                  value={role}
                  defaultChecked={startingRole === role}
                  {...binding}
                  className="sr-only"
                />
                <span
                  className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-lg ${
                    checked ? 'bg-brand-600 text-white' : 'bg-gray-100 text-gray-600'
                  }`}
                >
                  <Icon className="h-5 w-5" />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-gray-900">{ROLE_LABELS[role]}</span>
                  <span className="block text-xs text-gray-600">{description}</span>
                </span>
              </label>
            );
          })}
        </div>
      )}
    </Field>
  );
}
