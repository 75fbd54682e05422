/**
 * Whether an address's path can be read: every percent-escape decodes to UTF-8, and still does when
 * decoded a second time, as Next.js does for a page's path parameters. `/%ff`, `/%`, `/%c0%af`
 * (an overlong "/") and `/%25` (a "%" that the second decoding trips on) cannot name anything on
 * this site; left to Next they end in a 500 "Internal Server Error". src/proxy.ts answers them
 * first: a 404 page in the address's language, or the API's 404 in the one error shape.
 */
export function isReadableAddress(pathname: string): boolean {
  try {
    decodeURIComponent(decodeURIComponent(pathname));
    return true;
  } catch {
    return false;
  }
}
