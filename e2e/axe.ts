// axe-core with every WCAG 2.0, 2.1 and 2.2 A and AA rule, experimental ones included, plus the best-practice
// rules axe runs by default (landmarks, heading order, one h1…). Experimental rules (label-content-name-mismatch,
// p-as-heading, td-has-header…) and target-size are off unless named, so the rules are listed by id.
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import axe from "axe-core";
import type { Page } from "@playwright/test";

const WCAG_A_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

type RuleSpec = { id: string; tags: string[]; enabled?: boolean };
// axe.getRules() does not say which rules are on by default; the audit's rule objects do.
const rules = (axe as unknown as { _audit: { rules: RuleSpec[] } })._audit.rules;
const deprecated = (rule: RuleSpec) => rule.tags.includes("deprecated");
const wcag = (rule: RuleSpec) => rule.tags.some((tag) => WCAG_A_AA.includes(tag));
const onByDefault = (rule: RuleSpec) => rule.enabled !== false && !rule.tags.includes("experimental");

export const FULL_RULES = rules.filter((rule) => !deprecated(rule) && (wcag(rule) || onByDefault(rule))).map((rule) => rule.id);

/**
 * axe-core's minified build: the same code as `axe.source` (its unminified build, 1.3 MB), in half the bytes
 * the page receives and parses at each check (about half a second a page on the 2-core CI machine).
 */
const AXE_SOURCE = fs.readFileSync(path.join(path.dirname(require.resolve("axe-core")), "axe.min.js"), "utf8");

/**
 * axe on the page, in the page: legacy mode runs it in the page itself instead of gathering each frame's results
 * in a new blank page (a second renderer per check, about 40 % of its time); it skips cross-origin frames, and
 * the e2e build has none (the demo payment provider, no Stripe frames). Only violations are collected: passes
 * and incomplete checks would list every node of the page.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page, axeSource: AXE_SOURCE }).setLegacyMode(true).options({ resultTypes: ["violations"] });

type AxeInPage = { axe: typeof axe };

/**
 * One line per failing node of FULL_RULES: the rule, the node and what to fix, so a failure reads without a
 * trace. The same run as axeOn(page).withRules(FULL_RULES) (legacy mode, same-origin frames, violations only),
 * with axe injected once instead of twice (AxeBuilder evaluates its source again for every frame) and only
 * these lines sent back.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (ruleIds) => {
    const { axe } = window as unknown as AxeInPage;
    axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } });
    const results = await axe.run(document, { runOnly: { type: "rule", values: ruleIds }, resultTypes: ["violations"] });
    return results.violations.flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} [${violation.impact}] ${node.target.join(" ")}\n    ${(node.failureSummary ?? violation.help).replace(/\n\s*/g, " | ")}\n    ${node.html.slice(0, 200)}`,
      ),
    );
  }, FULL_RULES);
}
