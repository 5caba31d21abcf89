/** @jest-environment node */
import { assessmentCues, contentWords, crowdedPosition, questionCues, type CueQuestion } from "./guessing-cues";

const q = (options: string[], correct: number, text = "Who led Israel out of Egypt?"): CueQuestion => ({ text, options, correct });

describe("questionCues", () => {
  it("flags the correct option as the unique longest", () => {
    expect(questionCues(q(["Aaron", "Moses son of Amram", "Joshua", "Caleb"], 1))).toEqual(["longest"]);
  });

  it("does not flag a tie for longest", () => {
    expect(questionCues(q(["Aaron", "Moses", "Caleb", "Saul"], 1))).toEqual([]);
  });

  it("flags the unique second-longest, the cue left when a wrong option was padded to beat the answer", () => {
    expect(questionCues(q(["Aaron the priest of the tribe", "Moses the prophet", "Joshua", "Caleb"], 1))).toEqual(["second-longest"]);
  });

  it("does not call an option second-longest when two options tie for longest", () => {
    expect(questionCues(q(["Aaron the priest", "Caleb the scouts", "Moses", "Eli"], 2))).toEqual([]);
  });

  it("counts characters, not bytes: Arabic and Latin options of equal letters tie", () => {
    expect(questionCues(q(["موسى", "Abcd", "xy", "z"], 0))).toEqual([]);
  });

  it("flags the only option that repeats a word of the question, by stem", () => {
    const question = q(["The covenants with Abraham", "A census of the tribes", "The building of the temple", "A song of Miriam"], 0, "Which covenant did God make in Genesis 15?");
    expect(questionCues(question)).toContain("repeats-question-words");
  });

  it("does not flag repeated words when several options repeat them, or only short words", () => {
    expect(questionCues(q(["The Law of Moses", "The Law of Christ", "Grace", "Faith"], 0, "Which law did Paul mean?"))).not.toContain("repeats-question-words");
    expect(questionCues(q(["It is so", "Not here", "Perhaps", "Never"], 0, "Is it so?"))).not.toContain("repeats-question-words");
  });

  it("finds content words in any script", () => {
    expect(contentWords("ما هو العهد الجديد")).toEqual(new Set(["العهد", "الجديد"]));
  });
});

describe("the position cue", () => {
  const atB = q(["a", "b", "c", "d"], 1);
  const atA = q(["a", "b", "c", "d"], 0);

  it("flags the position holding half or more of a pool's answers", () => {
    expect(crowdedPosition([atB, atB, atA, q(["a", "b", "c", "d"], 2)])).toEqual({ index: 1, share: 0.5 });
    expect(assessmentCues([atB, atB, atA, q(["a", "b", "c", "d"], 2)]).map((cues) => cues.includes("same-position"))).toEqual([true, true, false, false]);
  });

  it("says nothing of a balanced pool or one too small to judge", () => {
    expect(crowdedPosition([atA, atB, q(["a", "b", "c", "d"], 2), q(["a", "b", "c", "d"], 3)])).toBeNull();
    expect(crowdedPosition([atB, atB, atB])).toBeNull();
  });
});
