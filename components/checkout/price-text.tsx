import { Fragment } from "react";

// A Latin currency code joined to its sign ('US$' in Arabic's '‏39.99 US$'): in a right-to-left line the
// '$' takes the line's direction and the reader sees '$US 39.99'. Isolating it left to right keeps 'US$'
// whole; the text itself (what screen readers and tests read) is unchanged.
const LATIN_CURRENCY = /([A-Z]{1,3}\$)/;

export function PriceText({ text }: { text: string }) {
  const parts = text.split(LATIN_CURRENCY);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        LATIN_CURRENCY.test(part) ? (
          <bdi key={index} dir="ltr">
            {part}
          </bdi>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
