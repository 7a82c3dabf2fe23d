// Direct messages: what makes one sendable. The conversation's composer and the API check with these, so
// a field says the same words in the browser and from the server. Plain functions, as the other rules.
import { LIMITS } from './constants.js';

export const MESSAGE_RULE_MESSAGES = {
  messageRequired: 'Write a message first',
  messageLength: `A message can be at most ${LIMITS.messageMaxLength.toLocaleString('en-US')} characters`,
} as const;

/** '' when the text can be sent (trimmed, not blank, not too long), else the message to show. */
export function checkMessageText(text: string | null | undefined): string {
  const value = (text ?? '').trim();
  if (!value) return MESSAGE_RULE_MESSAGES.messageRequired;
  if (value.length > LIMITS.messageMaxLength) return MESSAGE_RULE_MESSAGES.messageLength;
  return '';
}
