// The talent pool: job seekers who chose to be found, searched by employers. What an employer sees of a
// seeker is the talent card, and only that: the profile's public part (never the e-mail address, the
// résumé file, a phone number or anything the seeker did not put on the card). The seeker is shown the same
// card before turning discovery on.
import { Type, type Static } from 'typebox';
import { LIMITS, TALENT_LIMITS } from './constants.js';
import { PageInfo } from './applications.js';
import { Conversation, Message } from './messages.js';
import { Id, TalentCard } from './schemas.js';

/** GET /api/talent: skills or a title (`q`, every word must match) and a place (`location`), paged. */
export const TalentSearchQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: TALENT_LIMITS.queryMaxLength })),
    location: Type.Optional(Type.String({ maxLength: TALENT_LIMITS.locationMaxLength })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.pageMax, default: 1 })),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: TALENT_LIMITS.pageSizeMax,
        default: TALENT_LIMITS.pageSizeDefault,
      }),
    ),
  },
  { additionalProperties: false },
);
export type TalentSearchQuery = Static<typeof TalentSearchQuery>;
/** The best matches first (skills weigh most, then titles, then the place); the newest profiles without a query. */
export const TalentSearchReply = Type.Object({ talent: Type.Array(TalentCard), ...PageInfo });
export type TalentSearchReply = Static<typeof TalentSearchReply>;

/** GET and PUT /api/user/discovery: whether the seeker can be found, and the card employers then see. */
export const DiscoveryBody = Type.Object({ discoverable: Type.Boolean() }, { additionalProperties: false });
export type DiscoveryBody = Static<typeof DiscoveryBody>;
export const DiscoveryReply = Type.Object({ discoverable: Type.Boolean(), card: TalentCard });
export type DiscoveryReply = Static<typeof DiscoveryReply>;

/** POST /api/talent/:id/invitations: the seeker's id (a discoverable job seeker). */
export const TalentParams = Type.Object({ id: Id }, { additionalProperties: false });
export type TalentParams = Static<typeof TalentParams>;
/**
 * The body of an invitation to apply: one of the employer's open jobs, and the conversation's first message
 * (the rules of any message: `@portal/contracts/rules` checkMessageText).
 */
export const InvitationBody = Type.Object(
  {
    jobId: Id,
    message: Type.String({
      description: `At most ${LIMITS.messageMaxLength} characters once trimmed`,
      examples: ['We liked your profile: would you apply to our Backend Engineer opening?'],
    }),
  },
  { additionalProperties: false },
);
export type InvitationBody = Static<typeof InvitationBody>;
/** The conversation the invitation opened (as the employer sees it) and its first message. */
export const InvitationReply = Type.Object({ conversation: Conversation, message: Message });
export type InvitationReply = Static<typeof InvitationReply>;
