/**
 * A value as the text of a `<script>` data block (`type="application/json"`, `application/ld+json`): JSON
 * whose `<` are escaped, so no text in it (a job titled `</script>…`) can end the element early, and whose
 * line separators are escaped for the older JavaScript parsers that read such blocks.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
