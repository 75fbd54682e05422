import { Fragment } from "react";

/**
 * An e-mail address that may wrap only where a reader expects it to: after the "@" and before a
 * dot, never inside a word (a column too narrow for it grows instead, or its table scrolls).
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  const local = at < 0 ? address : address.slice(0, at);
  const domain = at < 0 ? "" : address.slice(at + 1);
  const pieces = [...local.split(/(?=[._-])/), ...(at < 0 ? [] : ["@", ...domain.split(/(?=\.)/)])];
  return (
    <span className="break-normal">
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && piece !== "@" ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
