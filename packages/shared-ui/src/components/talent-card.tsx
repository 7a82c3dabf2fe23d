// A job seeker as the talent pool shows them: the card employers see in their search, and the seeker sees
// before turning discovery on (one component, so the preview is exactly what employers get). The data is
// the API's talent card, described here by shape (the design system knows no API types).
import { Badge } from './badge';
import { CheckCircleIcon, MapPinIcon } from './icons';

export interface TalentCardData {
  name: string;
  headline: string;
  skills: string[];
  desiredLocation: string;
  openToRemote: boolean;
  summary: string;
  experience: { title: string; company: string; start: string; end: string }[];
  verified: boolean;
}

export interface TalentCardProps {
  talent: TalentCardData;
  /** The heading level of the name in its page (h2 in a list under the page's h1, h3 inside a section). */
  headingLevel?: 2 | 3;
}

/** Where the seeker wants to work: a place, remote, both, or nothing said. */
function placeOf({ desiredLocation, openToRemote }: TalentCardData): string {
  if (desiredLocation && openToRemote) return `${desiredLocation} · open to remote`;
  if (openToRemote) return 'Open to remote';
  return desiredLocation;
}

export function TalentCard({ talent, headingLevel = 2 }: TalentCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const place = placeOf(talent);
  const latest = talent.experience[0];
  return (
    <article aria-label={talent.name} className="rounded-xl border border-gray-200 bg-white p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Heading className="text-lg font-semibold text-gray-900">{talent.name}</Heading>
        {talent.verified && (
          <Badge tone="green" className="gap-1">
            <CheckCircleIcon className="h-3.5 w-3.5" />
            Verified
          </Badge>
        )}
      </div>
      {talent.headline && <p className="mt-1 text-sm text-gray-700">{talent.headline}</p>}
      {place && (
        <p className="mt-1 flex items-center gap-1 text-sm text-gray-600">
          <MapPinIcon className="h-4 w-4" />
          {place}
        </p>
      )}
      {latest && (
        <p className="mt-1 text-sm text-gray-600">
          {latest.title} at {latest.company}
          {latest.end ? '' : ' (current)'}
        </p>
      )}
      {talent.skills.length > 0 && (
        <ul aria-label={`${talent.name}'s skills`} className="mt-3 flex flex-wrap gap-1.5">
          {talent.skills.map((skill) => (
            <li key={skill}>
              <Badge tone="blue">{skill}</Badge>
            </li>
          ))}
        </ul>
      )}
      {talent.summary && <p className="mt-3 line-clamp-3 text-sm text-gray-700">{talent.summary}</p>}
    </article>
  );
}
