// Rules every curriculum data file must satisfy. Plain Node (no dependencies) so the same checks run in
// the seed, in the unit tests and by hand: `node prisma/seed/check-curriculum.mjs`.

const OLD_TESTAMENT = [
  ["genesis", "Genesis", "Law"], ["exodus", "Exodus", "Law"], ["leviticus", "Leviticus", "Law"],
  ["numbers", "Numbers", "Law"], ["deuteronomy", "Deuteronomy", "Law"],
  ["joshua", "Joshua", "History"], ["judges", "Judges", "History"], ["ruth", "Ruth", "History"],
  ["1-samuel", "1 Samuel", "History"], ["2-samuel", "2 Samuel", "History"], ["1-kings", "1 Kings", "History"],
  ["2-kings", "2 Kings", "History"], ["1-chronicles", "1 Chronicles", "History"],
  ["2-chronicles", "2 Chronicles", "History"], ["ezra", "Ezra", "History"], ["nehemiah", "Nehemiah", "History"],
  ["esther", "Esther", "History"],
  ["job", "Job", "Poetry and Wisdom"], ["psalms", "Psalms", "Poetry and Wisdom"],
  ["proverbs", "Proverbs", "Poetry and Wisdom"], ["ecclesiastes", "Ecclesiastes", "Poetry and Wisdom"],
  ["song-of-songs", "Song of Songs", "Poetry and Wisdom"],
  ["isaiah", "Isaiah", "Major Prophets"], ["jeremiah", "Jeremiah", "Major Prophets"],
  ["lamentations", "Lamentations", "Major Prophets"], ["ezekiel", "Ezekiel", "Major Prophets"],
  ["daniel", "Daniel", "Major Prophets"],
  ["hosea", "Hosea", "Minor Prophets"], ["joel", "Joel", "Minor Prophets"], ["amos", "Amos", "Minor Prophets"],
  ["obadiah", "Obadiah", "Minor Prophets"], ["jonah", "Jonah", "Minor Prophets"], ["micah", "Micah", "Minor Prophets"],
  ["nahum", "Nahum", "Minor Prophets"], ["habakkuk", "Habakkuk", "Minor Prophets"],
  ["zephaniah", "Zephaniah", "Minor Prophets"], ["haggai", "Haggai", "Minor Prophets"],
  ["zechariah", "Zechariah", "Minor Prophets"], ["malachi", "Malachi", "Minor Prophets"],
];

const NEW_TESTAMENT = [
  ["matthew", "Matthew", "Gospels"], ["mark", "Mark", "Gospels"], ["luke", "Luke", "Gospels"], ["john", "John", "Gospels"],
  ["acts", "Acts", "History"],
  ["romans", "Romans", "Pauline Epistles"], ["1-corinthians", "1 Corinthians", "Pauline Epistles"],
  ["2-corinthians", "2 Corinthians", "Pauline Epistles"], ["galatians", "Galatians", "Pauline Epistles"],
  ["ephesians", "Ephesians", "Pauline Epistles"], ["philippians", "Philippians", "Pauline Epistles"],
  ["colossians", "Colossians", "Pauline Epistles"], ["1-thessalonians", "1 Thessalonians", "Pauline Epistles"],
  ["2-thessalonians", "2 Thessalonians", "Pauline Epistles"], ["1-timothy", "1 Timothy", "Pauline Epistles"],
  ["2-timothy", "2 Timothy", "Pauline Epistles"], ["titus", "Titus", "Pauline Epistles"],
  ["philemon", "Philemon", "Pauline Epistles"],
  ["hebrews", "Hebrews", "General Epistles"], ["james", "James", "General Epistles"],
  ["1-peter", "1 Peter", "General Epistles"], ["2-peter", "2 Peter", "General Epistles"],
  ["1-john", "1 John", "General Epistles"], ["2-john", "2 John", "General Epistles"],
  ["3-john", "3 John", "General Epistles"], ["jude", "Jude", "General Epistles"],
  ["revelation", "Revelation", "Prophecy"],
];

const MINISTRY = [
  ["biblical-preaching", "Biblical Preaching", "pastoral"],
  ["pastoral-care-and-counseling", "Pastoral Care and Counseling", "pastoral"],
  ["discipleship-and-spiritual-formation", "Discipleship and Spiritual Formation", "pastoral"],
  ["worship-ministry", "Worship Ministry", "pastoral"],
  ["missions-and-evangelism", "Missions and Evangelism", "pastoral"],
  ["servant-leadership", "Servant Leadership", "leadership"],
  ["church-administration", "Church Administration", "leadership"],
  ["building-ministry-teams", "Building Ministry Teams", "leadership"],
  ["conflict-resolution-in-the-church", "Conflict Resolution in the Church", "leadership"],
  ["vision-and-strategic-planning", "Vision and Strategic Planning", "leadership"],
];

/**
 * Every course in catalogue order: [slug, title, section-or-category, testament|null].
 * @type {Array<[string, string, string, "Old" | "New" | null]>}
 */
export const CATALOGUE = [
  ...OLD_TESTAMENT.map(([s, t, sec]) => [s, t, sec, "Old"]),
  ...NEW_TESTAMENT.map(([s, t, sec]) => [s, t, sec, "New"]),
  ...MINISTRY.map(([s, t, cat]) => [s, t, cat, null]),
];

/** Chapters per book in English Bibles (Joel 3 and Malachi 4, as English versions divide them). */
export const CHAPTERS = {
  genesis: 50, exodus: 40, leviticus: 27, numbers: 36, deuteronomy: 34, joshua: 24, judges: 21, ruth: 4,
  "1-samuel": 31, "2-samuel": 24, "1-kings": 22, "2-kings": 25, "1-chronicles": 29, "2-chronicles": 36, ezra: 10,
  nehemiah: 13, esther: 10, job: 42, psalms: 150, proverbs: 31, ecclesiastes: 12, "song-of-songs": 8, isaiah: 66,
  jeremiah: 52, lamentations: 5, ezekiel: 48, daniel: 12, hosea: 14, joel: 3, amos: 9, obadiah: 1, jonah: 4, micah: 7,
  nahum: 3, habakkuk: 3, zephaniah: 3, haggai: 2, zechariah: 14, malachi: 4,
  matthew: 28, mark: 16, luke: 24, john: 21, acts: 28, romans: 16, "1-corinthians": 16, "2-corinthians": 13,
  galatians: 6, ephesians: 6, philippians: 4, colossians: 4, "1-thessalonians": 5, "2-thessalonians": 3,
  "1-timothy": 6, "2-timothy": 4, titus: 3, philemon: 1, hebrews: 13, james: 5, "1-peter": 5, "2-peter": 3,
  "1-john": 5, "2-john": 1, "3-john": 1, jude: 1, revelation: 22,
};

const PRICES = ["19.99", "29.99", "39.99"];
const DIFFICULTIES = ["beginner", "intermediate", "advanced"];
const ASSESSMENT_TYPES = ["quiz", "midterm", "final"];
const ALLOWED_TAGS = new Set(["h2", "h3", "p", "ul", "ol", "li", "strong", "em", "blockquote", "br"]);

export function wordCount(html) {
  return html.replace(/<[^>]+>/g, " ").replace(/&[a-z#0-9]+;/gi, " ").split(/\s+/).filter(Boolean).length;
}

/** Returns a list of human-readable problems with one course file (empty when it is valid). */
export function checkCourse(course, fileName, index) {
  const problems = [];
  const say = (m) => problems.push(`${fileName}: ${m}`);
  const expected = CATALOGUE[index];
  if (!expected) return [`${fileName}: no catalogue entry at position ${index + 1}`];
  const [slug, title, group, testament] = expected;
  if (course.slug !== slug) say(`slug should be "${slug}"`);
  if (course.title !== title) say(`title should be "${title}"`);
  if (course.order !== index + 1) say(`order should be ${index + 1}`);
  if ((course.testament ?? null) !== testament) say(`testament should be ${testament}`);
  if (testament) {
    if (course.section !== group) say(`section should be "${group}"`);
    if (course.category != null) say("a Bible book has no category");
    if (course.chapters !== CHAPTERS[slug]) say(`chapters should be ${CHAPTERS[slug]}`);
    for (const k of ["author", "date"]) if (typeof course[k] !== "string" || course[k].length < 3) say(`${k} missing`);
  } else if (course.category !== group) say(`category should be "${group}"`);
  if (typeof course.description !== "string" || course.description.length < 80 || course.description.length > 600)
    say("description must be 2-3 sentences (80-600 characters)");
  if (!DIFFICULTIES.includes(course.difficulty)) say(`difficulty must be one of ${DIFFICULTIES}`);
  if (!PRICES.includes(course.price)) say(`price must be one of ${PRICES}`);
  const lessons = course.lessons ?? [];
  if (lessons.length < 4 || lessons.length > 8) say(`needs 4-8 lessons, has ${lessons.length}`);
  lessons.forEach((l, i) => {
    const where = `lesson ${i + 1}`;
    if (typeof l.title !== "string" || l.title.length < 3) say(`${where}: title missing`);
    const words = wordCount(l.content ?? "");
    if (words < 300 || words > 800) say(`${where}: ${words} words, needs 300-800`);
    for (const [, tag] of (l.content ?? "").matchAll(/<\/?([a-z0-9]+)[^>]*>/gi))
      if (!ALLOWED_TAGS.has(tag.toLowerCase())) say(`${where}: tag <${tag}> not allowed`);
    if (/<[a-z0-9]+\s+[^>]*>/i.test(l.content ?? "")) say(`${where}: tags must not carry attributes`);
    const min = Math.ceil(words / 150);
    if (!Number.isInteger(l.estimatedMinutes) || l.estimatedMinutes < min || l.estimatedMinutes > 90)
      say(`${where}: estimatedMinutes ${l.estimatedMinutes} out of range (${min}-90 for ${words} words)`);
  });
  const assessments = course.assessments ?? [];
  if (assessments.length < 1) say("needs at least one assessment");
  assessments.forEach((a, i) => {
    const where = `assessment ${i + 1}`;
    if (typeof a.title !== "string" || a.title.length < 3) say(`${where}: title missing`);
    if (!ASSESSMENT_TYPES.includes(a.type)) say(`${where}: type must be one of ${ASSESSMENT_TYPES}`);
    if (!Number.isInteger(a.timeLimit) || a.timeLimit < 5 || a.timeLimit > 120) say(`${where}: timeLimit 5-120 minutes`);
    if (!Number.isInteger(a.passingScore) || a.passingScore < 50 || a.passingScore > 100) say(`${where}: passingScore 50-100`);
    const qs = a.questions ?? [];
    if (qs.length < 10) say(`${where}: needs 10 or more questions, has ${qs.length}`);
    for (const k of ["maxAttempts", "attemptWindowHours"]) {
      const min = k === "maxAttempts" ? 1 : 0;
      if (a[k] !== undefined && (!Number.isInteger(a[k]) || a[k] < min || a[k] > 1000)) say(`${where}: ${k} must be a whole number from ${min}`);
    }
    if (!Number.isInteger(a.questionsPerAttempt) || a.questionsPerAttempt < 5 || a.questionsPerAttempt > qs.length)
      say(`${where}: questionsPerAttempt must be from 5 to the pool's ${qs.length} questions`);
    else if (qs.length < POOL_FACTOR * a.questionsPerAttempt)
      say(`${where}: a pool of ${qs.length} for ${a.questionsPerAttempt} per attempt; it needs ${POOL_FACTOR}× as many`);
    const chance = longestStrategyPassChance(a);
    if (chance >= MAX_LONGEST_PASS_CHANCE) say(`${where}: always picking the longest option passes ${(chance * 100).toFixed(1)}% of attempts`);
    qs.forEach((q, j) => {
      const qw = `${where} question ${j + 1}`;
      if (typeof q.question !== "string" || q.question.length < 10) say(`${qw}: text missing`);
      if (!Array.isArray(q.options) || q.options.length !== 4) say(`${qw}: needs exactly 4 options`);
      else if (new Set(q.options).size !== 4) say(`${qw}: options must differ`);
      if (!Number.isInteger(q.correct) || q.correct < 0 || q.correct > 3) say(`${qw}: correct must be 0-3`);
      if (!Number.isInteger(q.lesson) || q.lesson < 1 || q.lesson > lessons.length)
        say(`${qw}: lesson must be a lesson number from 1 to ${lessons.length}`);
      for (const m of checkQuestionKind(q)) say(`${qw}: ${m}`);
    });
  });
  const share = longestCorrectShare(course);
  if (share > MAX_LONGEST_CORRECT_SHARE)
    say(`the correct option is the unique longest in ${Math.round(share * 100)}% of questions (at most ${MAX_LONGEST_CORRECT_SHARE * 100}%)`);
  for (const m of checkCueFairness(course)) say(m);
  problems.push(...checkFurtherReading(course.furtherReading).map((m) => `${fileName}: ${m}`));
  if (lessons.length && assessments.length) {
    const hours = (lessons.reduce((s, l) => s + (l.estimatedMinutes ?? 0), 0) + assessments.reduce((s, a) => s + (a.timeLimit ?? 0), 0)) / 60;
    if (hours > 40) say(`estimated ${hours.toFixed(1)} hours is too many`);
  }
  return problems;
}

/** Problems with a course's optional `furtherReading`: [{ author, title, publisher?, year? }]. */
export function checkFurtherReading(list) {
  if (!Array.isArray(list) || list.length === 0) return ["furtherReading: list at least one work"];
  if (!Array.isArray(list)) return ["furtherReading must be a list"];
  const problems = [];
  const text = (v, min) => typeof v === "string" && v.trim().length >= min && v.length <= 300;
  list.forEach((entry, i) => {
    const where = `furtherReading ${i + 1}`;
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return problems.push(`${where}: must be an object`);
    const unknown = Object.keys(entry).filter((k) => !["author", "title", "publisher", "year"].includes(k));
    if (unknown.length) problems.push(`${where}: unknown field(s) ${unknown.join(", ")}`);
    if (!text(entry.author, 2)) problems.push(`${where}: author missing`);
    if (!text(entry.title, 2)) problems.push(`${where}: title missing`);
    if (entry.publisher !== undefined && !text(entry.publisher, 2)) problems.push(`${where}: publisher must be a name`);
    if (entry.year !== undefined && (!Number.isInteger(entry.year) || entry.year < 100 || entry.year > new Date().getFullYear() + 1))
      problems.push(`${where}: year must be a year`);
  });
  return problems;
}

/** At most this share of a course's questions may have the correct option as the unique longest. */
export const MAX_LONGEST_CORRECT_SHARE = 0.3;

/**
 * The fairness measure: the share (0-1) of a course's questions whose correct option is the single
 * longest one by character length. A student who always picks the longest option scores about this share.
 */
export function longestCorrectShare(course) {
  const questions = (course.assessments ?? []).flatMap((a) => a.questions ?? []);
  if (questions.length === 0) return 0;
  const longestIsCorrect = (q) => {
    const lengths = q.options.map((o) => [...o].length);
    const max = Math.max(...lengths);
    return lengths.filter((n) => n === max).length === 1 && lengths[q.correct] === max;
  };
  return questions.filter(longestIsCorrect).length / questions.length;
}

/** The always-longest strategy must pass an assessment in fewer than 1 in 100 attempts. */
export const MAX_LONGEST_PASS_CHANCE = 0.01;

/**
 * The chance that a student who always picks the longest option (one of the longest at random on a tie)
 * passes the assessment, over the server's draws of `questionsPerAttempt` questions from the pool: exact, by
 * counting the draws (each question either drawn or not) with the chance of each number of right answers.
 */
export function longestStrategyPassChance(assessment) {
  const questions = assessment.questions ?? [];
  const pool = questions.length;
  const drawn = Math.min(assessment.questionsPerAttempt ?? pool, pool);
  if (drawn === 0) return 0;
  const chanceRight = questions.map((q) => {
    const lengths = q.options.map((o) => [...o].length);
    const max = Math.max(...lengths);
    return lengths[q.correct] === max ? 1 / lengths.filter((n) => n === max).length : 0;
  });
  // ways[j][c]: over the questions seen so far, the number of draws of j of them, weighted by the chance of c right.
  let ways = Array.from({ length: drawn + 1 }, () => Array(drawn + 1).fill(0));
  ways[0][0] = 1;
  for (const p of chanceRight) {
    const next = ways.map((row) => [...row]);
    for (let j = 0; j < drawn; j++) {
      for (let c = 0; c <= j; c++) {
        if (!ways[j][c]) continue;
        next[j + 1][c + 1] += ways[j][c] * p;
        next[j + 1][c] += ways[j][c] * (1 - p);
      }
    }
    ways = next;
  }
  const draws = ways[drawn].reduce((sum, w) => sum + w, 0);
  const needed = Math.ceil((assessment.passingScore * drawn) / 100);
  return ways[drawn].slice(needed).reduce((sum, w) => sum + w, 0) / draws;
}

/**
 * The smallest pool size per question drawn: three times, so one attempt shows at most a third of the pool (issue 27;
 * the studio holds instructors to the same rule, lib/assessments/pool-rule.ts).
 */
export const POOL_FACTOR = 3;


// ---------------------------------------------------------------------------------------------------------------
// Fairness by every cue at once (issue 27). A student who does not know the answer may still pick by a cue: the
// option's rank by length, its position, how many words it shares with the question, or an 'all of the above'
// option. For each cue the correct option's rank is measured (ties shared evenly: a correct option tied with one
// other for 2nd and 3rd counts half at each), and every fixed strategy is played against the real attempt rules
// (the server's draw of questionsPerAttempt, at most one question per lesson per round; options shuffled per
// attempt; passing at passingScore with the score rounded to a whole percent).

/** No rank of any cue may hold more than this share of a course's questions. */
export const MAX_CUE_RANK_SHARE = 0.35;
/** Over the whole school, each rank of each cue holds 25 % of the questions, within 5 percentage points. */
export const SCHOOL_CUE_RANK_SHARE = 0.25;
export const SCHOOL_CUE_TOLERANCE = 0.05;
/** No fixed strategy may pass an assessment with more than this chance per attempt. */
export const MAX_STRATEGY_PASS_CHANCE = 0.05;
/** At least this share of a course's questions ask the student to interpret or apply a passage (`kind: "interpret"`). */
export const MIN_INTERPRET_SHARE = 0.25;
export const QUESTION_KINDS = ["interpret"];

const charCount = (text) => [...String(text).trim()].length;

/**
 * The chance (0-1) that the correct option sits at each rank 0..3 when the options are ordered by `scores`,
 * highest first, ties in a random order: an option tied with others shares their ranks evenly.
 */
export function rankChances(scores, correct) {
  const own = scores[correct];
  const above = scores.filter((s) => s > own).length;
  const tied = scores.filter((s) => s === own).length;
  const out = scores.map(() => 0);
  for (let r = above; r < above + tied; r++) out[r] = 1 / tied;
  return out;
}

// Words that carry no content: articles, pronouns, auxiliaries, prepositions, conjunctions and question words.
const STOP_WORDS = new Set(
  `a an the and or nor but if then than so as at by for from in into of off on onto out over to up upon with within without
  about above across after against along among around before behind below beneath beside besides between beyond during
  except inside near through throughout toward towards under underneath until unto via
  i me my mine myself we us our ours ourselves you your yours yourself yourselves he him his himself she her hers herself
  it its itself they them their theirs themselves this that these those who whom whose which what when where why how
  whoever whatever whichever
  am is are was were be been being have has had having do does did doing done will would shall should can could may might
  must ought
  not no yes all any both each either neither every few more most much many other others another some such only own same
  too very just also even still yet ever never again once here there now thus therefore hence
  one ones something anything nothing everything someone anyone
  according following best true false rather instead because while although though whether`.split(/\s+/),
);

/** A text's content words: lower-cased, stop words out, a plural or possessive 's' dropped, cut to 6 letters. */
export function contentWords(text) {
  const words = String(text).toLowerCase().replace(/['’]s\b/g, "").match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(
    words
      .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
      .map((w) => (w.length > 4 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w).slice(0, 6)),
  );
}

/** How many of the question's content words the option shares. */
export function sharedWords(question, option) {
  const asked = contentWords(question);
  return [...contentWords(option)].filter((w) => asked.has(w)).length;
}

/** The cues whose rank of the correct option is measured, each as question -> chances at ranks 0..3. */
export const CUES = {
  /** Rank by length in characters, longest first. */
  length: (q) => rankChances(q.options.map(charCount), q.correct),
  /** Position in the data (options are shuffled per attempt, but the data should not lean either). */
  position: (q) => q.options.map((_, i) => (i === q.correct ? 1 : 0)),
  /** Rank by the number of content words shared with the question, most first. */
  overlap: (q) => rankChances(q.options.map((o) => sharedWords(q.question, o)), q.correct),
};
export const CUE_NAMES = { length: "length rank", position: "position in the data", overlap: "shared-word rank" };

/** For each rank 0..3, the share (0-1) of the questions whose correct option is at that rank of `cue`. */
export function cueRankShares(questions, cue) {
  const totals = [0, 0, 0, 0];
  for (const q of questions) CUES[cue](q).forEach((p, r) => (totals[r] += p));
  return totals.map((t) => (questions.length ? t / questions.length : 0));
}

const questionsOf = (course) => (course.assessments ?? []).flatMap((a) => a.questions ?? []);

/** Options that stand for other options: 'all of the above', 'both A and B', 'none of these'... */
export const SUMMARY_OPTION = /\b(all|none|both|neither) of (the )?(above|these|them|those|the options)\b|^(all|both|none) (are|of)\b|^both\b.+\band\b|\ball (three|four|the) (answers|options)\b/i;

/**
 * The fixed strategies a student might play without knowing the answers, each as question -> the chance it
 * picks the correct option. Position strategies meet options shuffled per attempt, so each wins 1 in 4.
 */
export const STRATEGIES = {
  ...Object.fromEntries([0, 1, 2, 3].map((r) => [`length rank ${r + 1}`, (q) => CUES.length(q)[r]])),
  ...Object.fromEntries([0, 1, 2, 3].map((r) => [`shared-word rank ${r + 1}`, (q) => CUES.overlap(q)[r]])),
  ...Object.fromEntries([0, 1, 2, 3].map((p) => [`position ${p + 1}`, (q) => 1 / q.options.length])),
  "all of the above": (q) => {
    const summary = q.options.flatMap((o, i) => (SUMMARY_OPTION.test(o.trim()) ? [i] : []));
    if (!summary.length) return 1 / q.options.length;
    return summary.includes(q.correct) ? 1 / summary.length : 0;
  },
};

/** Fewest right answers that pass: the score is rounded to a whole percent (lib/assessments/grading.ts). */
export function rightNeededToPass(drawn, passingScore) {
  for (let c = 0; c <= drawn; c++) if (Math.round((c / drawn) * 100) >= passingScore) return c;
  return drawn + 1;
}

/** A small seeded generator of integers below n (mulberry32), so the simulation is the same on every run. */
export function seededRandomInt(seed) {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const x = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(x * n);
  };
}

/** How many questions an attempt shows (questionsShown in lib/assessments/draw.ts): at most a third of the pool, at least one. */
export function questionsShown(perAttempt, poolSize) {
  const most = Math.min(poolSize, Math.max(1, Math.floor(poolSize / POOL_FACTOR)));
  return Math.min(perAttempt ?? most, most);
}

/**
 * The server's draw (lib/assessments/draw.ts, mirrored in plain JS; a unit test holds the two to the same
 * result): shuffle the pool, then round by round take at most one question per lesson; the final shuffle of
 * the order shown does not change the set and is left out.
 */
export function drawIndices(lessons, asked, random) {
  const wanted = questionsShown(asked, lessons.length);
  const order = lessons.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  let left = order;
  const drawn = [];
  while (drawn.length < wanted) {
    const seen = new Set();
    const next = [];
    for (const i of left) {
      const lesson = lessons[i] ?? `question:${i}`;
      if (drawn.length < wanted && !seen.has(lesson)) {
        seen.add(lesson);
        drawn.push(i);
      } else next.push(i);
    }
    left = next;
  }
  return drawn;
}

/**
 * The chance of each number of right answers when `count` of the questions with chances `p` are drawn uniformly
 * (every subset of that size alike): exact, by counting.
 */
function rightCountsOfUniformSubset(p, count) {
  let ways = Array.from({ length: count + 1 }, () => Array(count + 1).fill(0));
  ways[0][0] = 1;
  for (const chance of p) {
    const next = ways.map((row) => [...row]);
    for (let j = 0; j < count; j++)
      for (let c = 0; c <= j; c++) {
        const w = ways[j][c];
        if (!w) continue;
        next[j + 1][c + 1] += w * chance;
        next[j + 1][c] += w * (1 - chance);
      }
    ways = next;
  }
  const total = ways[count].reduce((s, w) => s + w, 0);
  return ways[count].map((w) => w / total);
}

const convolve = (a, b) => {
  const out = Array(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] += x * y)));
  return out;
};

/** Default number of simulated draws per assessment; the pass chance given a draw's lesson counts is exact. */
export const SIMULATED_DRAWS = 4000;

/**
 * The chance that each fixed strategy passes one attempt at the assessment under the real rules. The draw
 * decides how many questions come from each lesson, and given those counts every subset of a lesson's
 * questions is equally likely, so: the distribution of per-lesson counts by a seeded simulation of the
 * server's draw, and for each count vector the exact chance of passing. Returns { strategy: chance }.
 */
export function strategyPassChances(assessment, { draws = SIMULATED_DRAWS, seed = 27 } = {}) {
  const questions = assessment.questions ?? [];
  const lessons = questions.map((q, i) => (Number.isInteger(q.lesson) ? `lesson:${q.lesson}` : `question:${i}`));
  const groups = [...new Set(lessons)];
  const wanted = questionsShown(assessment.questionsPerAttempt ?? null, questions.length);
  /** @type {Record<string, number>} */
  const result = {};
  if (!wanted) {
    for (const name of Object.keys(STRATEGIES)) result[name] = 0;
    return result;
  }
  const random = seededRandomInt(seed);
  const vectors = new Map();
  for (let d = 0; d < draws; d++) {
    const counts = groups.map(() => 0);
    for (const i of drawIndices(lessons, wanted, random)) counts[groups.indexOf(lessons[i])]++;
    const key = counts.join(",");
    vectors.set(key, (vectors.get(key) ?? 0) + 1);
  }
  const needed = rightNeededToPass(wanted, assessment.passingScore ?? 70);
  for (const [name, strategy] of Object.entries(STRATEGIES)) {
    const p = questions.map(strategy);
    const byGroup = groups.map((g) => p.filter((_, i) => lessons[i] === g));
    const memo = new Map();
    const lessonDist = (gi, count) => {
      const key = `${gi}:${count}`;
      if (!memo.has(key)) memo.set(key, rightCountsOfUniformSubset(byGroup[gi], count));
      return memo.get(key);
    };
    let chance = 0;
    for (const [key, times] of vectors) {
      const counts = key.split(",").map(Number);
      let dist = [1];
      counts.forEach((count, gi) => {
        if (count) dist = convolve(dist, lessonDist(gi, count));
      });
      chance += (times / draws) * dist.slice(needed).reduce((s, x) => s + x, 0);
    }
    result[name] = chance;
  }
  return result;
}

/** The strategy with the best chance of passing the assessment: { strategy, chance }. */
export function bestStrategy(assessment, options) {
  const chances = strategyPassChances(assessment, options);
  const [strategy, chance] = Object.entries(chances).sort((a, b) => b[1] - a[1])[0];
  return { strategy, chance };
}

// A question marked `kind: "interpret"` names or quotes a passage (a reference such as "John 3:16", "Hosea 11",
// "verse 5", or words in quotation marks) and asks what it means, implies or how it applies.
const PASSAGE_CUE = /(\b[1-3]?\s?[A-Z][a-z]+(\s(of\s)?[A-Z][a-z]+)?\s\d+(:\d+)?|\b(verses?|vv?\.|chapters?)\s\d+|["“][^"”]{8,}["”])/;
const ASKS_MEANING = /\b(interpret|develop|echo|uses?\b|reads?\b|understand|mean|means|meaning|meant|impl|suggest|teach|show|shows|point|apply|applies|application|appl|illustrat|signif|purpose|why|lesson|reveal|convey|emphasi|express|stress|indicate|imply|intend|conclude|learn|best|reading|sense|picture|portray|tell|say|warn|challenge|encourage|affirm)/i;

/** Problems with a question's `kind` (undefined for an ordinary question). */
export function checkQuestionKind(q) {
  if (q.kind === undefined) return [];
  if (!QUESTION_KINDS.includes(q.kind)) return [`kind must be one of ${QUESTION_KINDS.join(", ")}`];
  const problems = [];
  if (!PASSAGE_CUE.test(q.question ?? "")) problems.push("an interpret question must name or quote a passage");
  if (!ASKS_MEANING.test(q.question ?? "")) problems.push("an interpret question must ask what the passage means or how it applies");
  return problems;
}

/** The share (0-1) of a course's questions marked `kind: "interpret"`. */
export function interpretShare(course) {
  const qs = questionsOf(course);
  return qs.length ? qs.filter((q) => q.kind === "interpret").length / qs.length : 0;
}

const wellFormed = (qs) => qs.length > 0 && qs.every((q) => Array.isArray(q.options) && q.options.length === 4 && Number.isInteger(q.correct));

/**
 * The cheap fairness problems of one course, checked on every load (checkCourse): rank shares of every cue and
 * the interpret share. The strategies' pass chances simulate draws, so they are left to checkStrategyFairness.
 */
export function checkCueFairness(course) {
  const problems = [];
  const qs = questionsOf(course);
  if (!wellFormed(qs)) return problems;
  for (const cue of Object.keys(CUES)) {
    cueRankShares(qs, cue).forEach((share, r) => {
      if (share > MAX_CUE_RANK_SHARE + 1e-9)
        problems.push(`the correct option is at ${CUE_NAMES[cue]} ${r + 1} in ${(share * 100).toFixed(1)}% of questions (at most ${MAX_CUE_RANK_SHARE * 100}%)`);
    });
  }
  const share = interpretShare(course);
  if (share < MIN_INTERPRET_SHARE)
    problems.push(`${(share * 100).toFixed(1)}% of questions ask to interpret or apply a passage (at least ${MIN_INTERPRET_SHARE * 100}%)`);
  return problems;
}

/** Every fixed strategy's chance of passing each assessment of the course, against the limit (the costly part). */
export function checkStrategyFairness(course, options) {
  const problems = [];
  if (!wellFormed(questionsOf(course))) return problems;
  (course.assessments ?? []).forEach((a, i) => {
    for (const [strategy, chance] of Object.entries(strategyPassChances(a, options)))
      if (chance > MAX_STRATEGY_PASS_CHANCE)
        problems.push(`assessment ${i + 1}: always picking by ${strategy} passes ${(chance * 100).toFixed(1)}% of attempts (at most ${MAX_STRATEGY_PASS_CHANCE * 100}%)`);
  });
  return problems;
}

/** All the fairness problems of one course: cues, interpret share and strategies. */
export const checkCourseFairness = (course, options) => [...checkCueFairness(course), ...checkStrategyFairness(course, options)];

/** School-wide problems: each rank of each cue within 25 % ± 5 pp over every question of every course. */
export function checkSchoolFairness(courses) {
  const qs = courses.flatMap(questionsOf).filter((q) => Array.isArray(q.options) && q.options.length === 4);
  const problems = [];
  for (const cue of Object.keys(CUES)) {
    cueRankShares(qs, cue).forEach((share, r) => {
      if (Math.abs(share - SCHOOL_CUE_RANK_SHARE) > SCHOOL_CUE_TOLERANCE + 1e-9)
        problems.push(`school: the correct option is at ${CUE_NAMES[cue]} ${r + 1} in ${(share * 100).toFixed(1)}% of ${qs.length} questions (25% ± 5 pp)`);
    });
  }
  return problems;
}

/**
 * A translated course's length fairness (lesson-translations/full/<lang>/<slug>.json: { assessments: [{ questions:
 * [{ question, options }] }] }, options in the English order): the correct option's rank by length in the
 * translation, and the length strategies against the real draw, held to the same limits as the English.
 */
export function checkTranslationFairness(course, translation, options) {
  const problems = [];
  const copy = structuredClone(course);
  let complete = true;
  copy.assessments.forEach((a, ai) =>
    a.questions.forEach((q, qi) => {
      const t = translation?.assessments?.[ai]?.questions?.[qi];
      if (!t || !Array.isArray(t.options) || t.options.length !== q.options.length) complete = false;
      else Object.assign(q, { question: t.question, options: t.options });
    }),
  );
  if (!complete) return ["the translation does not match the course's questions"];
  cueRankShares(copy.assessments.flatMap((a) => a.questions), "length").forEach((share, r) => {
    if (share > MAX_CUE_RANK_SHARE + 1e-9)
      problems.push(`the correct option is at length rank ${r + 1} in ${(share * 100).toFixed(1)}% of questions (at most ${MAX_CUE_RANK_SHARE * 100}%)`);
  });
  copy.assessments.forEach((a, i) => {
    for (const [strategy, chance] of Object.entries(strategyPassChances(a, options)))
      if (strategy.startsWith("length") && chance > MAX_STRATEGY_PASS_CHANCE)
        problems.push(`assessment ${i + 1}: always picking by ${strategy} passes ${(chance * 100).toFixed(1)}% of attempts`);
  });
  return problems;
}

/** One line per course for `check-curriculum.mjs --fairness`: the rank shares of each cue, the interpret share, the best strategy. */
export function fairnessRow(course) {
  const qs = questionsOf(course);
  const pct = (x) => `${Math.round(x * 100)}`.padStart(3);
  const cells = Object.keys(CUES).map((cue) => `${cue} ${cueRankShares(qs, cue).map(pct).join(" ")}`);
  const best = (course.assessments ?? []).map((a) => bestStrategy(a)).sort((a, b) => b.chance - a.chance)[0];
  return `${String(course.slug).padEnd(36)} ${cells.join(" | ")} | interpret ${pct(interpretShare(course))} | best: ${best.strategy} ${(best.chance * 100).toFixed(1)}%`;
}
