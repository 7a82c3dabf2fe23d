/**
 * A value as the text of a `<script>` data block (`type="application/json"`, `application/ld+json`): JSON
 * whose `<` are escaped, so no text in it (a job titled `</script>…`) can end the element early, and whose
 * line separators are escaped for the older JavaScript parsers that read such blocks. `replacer` is
 * JSON.stringify's (2.10.0).
 */
export function scriptJson(
  value: unknown,
  replacer?: (this: Record<string, unknown>, key: string, value: unknown) => unknown,
): string {
  return JSON.stringify(value, replacer)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
