// Stands in for the value inside the translated sentence, so the value can be wrapped in its own <bdi>.
const SLOT = "\u{F0000}";

/**
 * A translated sentence with one piece of data in it (a course title, a name): the data sits in a <bdi>, so an
 * English title in an Arabic sentence keeps its own order and the sentence's punctuation stays where it was written.
 */
export function IsolatedInSentence({ sentence, value, lang }: { sentence: (slot: string) => string; value: string; lang?: string }) {
  const [before, after = ""] = sentence(SLOT).split(SLOT);
  return (
    <>
      {before}
      <bdi lang={lang}>{value}</bdi>
      {after}
    </>
  );
}
