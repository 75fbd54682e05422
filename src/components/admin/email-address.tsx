import { Fragment } from "react";

/**
 * An e-mail address that may wrap only where a reader expects it to: after the "@" and before a
 * dot; never inside a word, nor after a hyphen (a column too narrow for a piece grows instead, or
 * its table scrolls).
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  const pieces = at < 0 ? address.split(/(?=\.)/) : [...address.slice(0, at).split(/(?=\.)/), `${address.slice(at, at + 1)}`, ...address.slice(at + 1).split(/(?=\.)/)];
  return (
    <span>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && pieces[index - 1] !== "@" && piece !== "@" ? <wbr /> : null}
          {piece === "@" ? (
            <>
              @<wbr />
            </>
          ) : (
            <span className="whitespace-nowrap">{piece}</span>
          )}
        </Fragment>
      ))}
    </span>
  );
}
