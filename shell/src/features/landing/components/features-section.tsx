import { CONTAINER } from '@portal/shared-ui/tokens';
import { EMPLOYER_FEATURES, SEEKER_FEATURES, type Feature } from './landing-content';

/** Features for job seekers and for employers. */
export function FeaturesSection() {
  return (
    <section aria-labelledby="features-heading" className="bg-white py-16 sm:py-24">
      <div className={CONTAINER}>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
            Everything You Need to Succeed
          </h2>
          <p className="mt-4 text-lg text-gray-600">
            Whether you&apos;re looking for your next opportunity or your next great hire, we have the tools.
          </p>
        </div>
        <div className="mt-14 grid gap-10 lg:grid-cols-2 lg:gap-16">
          <FeatureGroup
            id="seeker-features"
            title="For Job Seekers"
            features={SEEKER_FEATURES}
            accent="blue"
          />
          <FeatureGroup
            id="employer-features"
            title="For Employers"
            features={EMPLOYER_FEATURES}
            accent="violet"
          />
        </div>
      </div>
    </section>
  );
}

const ACCENTS = {
  blue: { bar: 'bg-brand-600', icon: 'bg-brand-100 text-brand-700', hover: 'hover:border-brand-200' },
  violet: { bar: 'bg-violet-600', icon: 'bg-violet-100 text-violet-700', hover: 'hover:border-violet-200' },
} as const;

function FeatureGroup({
  id,
  title,
  features,
  accent,
}: {
  id: string;
  title: string;
  features: Feature[];
  accent: keyof typeof ACCENTS;
}) {
  const colors = ACCENTS[accent];
  return (
    <div aria-labelledby={id} role="group">
      <h3 id={id} className="flex items-center gap-3 text-2xl font-bold text-gray-900">
        <span aria-hidden="true" className={`h-8 w-1.5 rounded-full ${colors.bar}`} />
        {title}
      </h3>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {features.map(({ title: name, description, Icon }) => (
          <li
            key={name}
            className={`rounded-2xl border border-gray-100 bg-gray-50/60 p-5 transition hover:bg-white hover:shadow-md ${colors.hover}`}
          >
            <span className={`flex h-11 w-11 items-center justify-center rounded-xl ${colors.icon}`}>
              <Icon className="h-5 w-5" />
            </span>
            <h4 className="mt-4 font-semibold text-gray-900">{name}</h4>
            <p className="mt-1.5 text-sm leading-relaxed text-gray-600">{description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
