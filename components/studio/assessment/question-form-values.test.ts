/** @jest-environment node */
import { correctAfterRemoving, initialValues, questionFieldOf, toQuestionInput } from "./question-form-values";

it("starts a new question with four empty options and no key", () => {
  expect(initialValues(null)).toEqual({ text: "", options: [{ text: "" }, { text: "" }, { text: "" }, { text: "" }], correct: "", explanation: "", lessonId: "" });
});

it("makes the schema's payload: option texts, the key as a number (none when unset), no lesson as null", () => {
  expect(toQuestionInput({ text: "Q?", options: [{ text: "a" }, { text: "b" }], correct: "1", explanation: "", lessonId: "" })).toEqual({
    text: "Q?",
    options: ["a", "b"],
    correct: 1,
    explanation: "",
    lessonId: null,
  });
  expect(toQuestionInput({ text: "Q?", options: [{ text: "a" }], correct: "", explanation: "", lessonId: "l1" })).toMatchObject({ correct: undefined, lessonId: "l1" });
});

it("puts an option's message on its text and a message about the options on the list", () => {
  expect(questionFieldOf(["options", 2])).toBe("options.2.text");
  expect(questionFieldOf(["options"])).toBe("options.root");
  expect(questionFieldOf(["correct"])).toBe("correct");
});

it("keeps the key on the same option when another is removed, and drops it when the key itself is removed", () => {
  expect(correctAfterRemoving("2", 0)).toBe("1");
  expect(correctAfterRemoving("2", 3)).toBe("2");
  expect(correctAfterRemoving("2", 2)).toBe("");
  expect(correctAfterRemoving("", 1)).toBe("");
});
