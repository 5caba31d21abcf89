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
    });
  });
  const share = longestCorrectShare(course);
  if (share > MAX_LONGEST_CORRECT_SHARE)
    say(`the correct option is the unique longest in ${Math.round(share * 100)}% of questions (at most ${MAX_LONGEST_CORRECT_SHARE * 100}%)`);
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

