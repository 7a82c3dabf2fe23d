// A message as its sender typed it: text, never markup (React writes it as text), with its web addresses
// as plain links and its line breaks kept.
import { Fragment } from 'react';

/** An http(s) address up to the next space or quote; what ends a sentence after it is not part of it. */
const ADDRESS = /\bhttps?:\/\/[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]]+$/;

/** The text cut into plain pieces and addresses. */
export function linkPieces(text: string): { text: string; href?: string }[] {
  const pieces: { text: string; href?: string }[] = [];
  let at = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > at) pieces.push({ text: text.slice(at, start) });
    pieces.push({ text: address, href: address });
    at = start + address.length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}

export function MessageText({ text }: { text: string }) {
  return (
    <p className="text-sm whitespace-pre-wrap text-gray-900 wrap-anywhere">
      {linkPieces(text).map((piece, i) =>
        piece.href ? (
          <a
            key={i}
            href={piece.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="text-brand-700 underline"
          >
            {piece.text}
          </a>
        ) : (
          <Fragment key={i}>{piece.text}</Fragment>
        ),
      )}
    </p>
  );
}
