// Counts what a journey costs a visitor on a phone: taps, characters typed and scrolls. A scroll is counted
// whenever the next thing to tap or fill is not (wholly) inside the viewport, as a visitor would have to
// scroll to reach it; the recorder then scrolls it into view, as the visitor would.
import { expect, type Locator, type Page } from "@playwright/test";

export type JourneyCost = { taps: number; characters: number; scrolls: number };

export class Journey {
  readonly cost: JourneyCost = { taps: 0, characters: 0, scrolls: 0 };

  constructor(private readonly page: Page) {}

  async tap(target: Locator) {
    await this.reach(target);
    this.cost.taps += 1;
    await target.tap();
  }

  /** Types into a field, tapping it first unless the form already moved the focus there. */
  async type(target: Locator, text: string) {
    await this.reach(target);
    if (!(await target.evaluate((element) => element === document.activeElement))) {
      this.cost.taps += 1;
      await target.tap();
    }
    await target.pressSequentially(text);
    this.cost.characters += text.length;
  }

  /** The keyboard's action key (Search, Go, Enter): one tap. */
  async submit(target: Locator) {
    this.cost.taps += 1;
    await target.press("Enter");
  }

  private async reach(target: Locator) {
    await expect(target).toBeVisible();
    const viewport = this.page.viewportSize();
    const box = await target.boundingBox();
    if (!viewport || !box) throw new Error("The journey's target has no box");
    const inside = box.y >= 0 && box.y + box.height <= viewport.height;
    if (!inside) {
      this.cost.scrolls += 1;
      await target.scrollIntoViewIfNeeded();
    }
  }
}
