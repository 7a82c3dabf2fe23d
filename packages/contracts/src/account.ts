// Getting back into an account and keeping it one's own: "Forgot password?" (a link by e-mail, no sign-in),
// a new password from that link, a new password from the profile (the current one asked), and signing out
// everywhere. A new password, either way, ends every other session of the account.
import { Type, type Static } from 'typebox';
import { Email, LoginReply, MessageReply, Password } from './schemas.js';

/** POST /api/auth/forgot-password: the same answer whether or not an account uses the address. */
export const ForgotPasswordBody = Type.Object({ email: Email }, { additionalProperties: false });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;
export const ForgotPasswordReply = MessageReply;
export type ForgotPasswordReply = MessageReply;

/** The token of a reset link: random, base64url (43 characters), used once. */
export const ResetToken = Type.String({
  minLength: 1,
  maxLength: 256,
  examples: ['c2VjcmV0LXJlc2V0LXRva2VuLWZyb20tdGhlLW1haWw'],
});

/** POST /api/auth/reset-password: the link's token and the new password; signs in (the login reply). */
export const ResetPasswordBody = Type.Object(
  { token: ResetToken, password: Password },
  { additionalProperties: false },
);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;
export const ResetPasswordReply = LoginReply;
export type ResetPasswordReply = LoginReply;

/** PUT /api/auth/password (signed in): the current password and the new one; a new token for this session. */
export const ChangePasswordBody = Type.Object(
  { currentPassword: Password, newPassword: Password },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;
export const ChangePasswordReply = Type.Object({ message: Type.String(), token: Type.String() });
export type ChangePasswordReply = Static<typeof ChangePasswordReply>;

/** POST /api/auth/logout-all (signed in): every session of the account ends, this one too. */
export const LogoutAllReply = MessageReply;
export type LogoutAllReply = MessageReply;
