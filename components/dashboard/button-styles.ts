// What every button-styled link and button of the dashboard shares (buttonVariants' base: shape, focus ring, icon
// size) is set once on the page, for each element marked `data-button`; each keeps only its own classes (colours,
// size, alignment). A dozen buttons each carrying the base's 300 characters, twice (the HTML and the page's data),
// were a tenth of the page's bytes. The alignment stays on each element: one set on the page would outweigh it.
// Written out whole, for Tailwind to find; ./button-styles.test.ts holds each equal to what the variants give.
export const PAGE_BUTTON_STYLES =
  "[&_[data-button]]:inline-flex [&_[data-button]]:items-center [&_[data-button]]:gap-2 [&_[data-button]]:whitespace-nowrap [&_[data-button]]:rounded-md [&_[data-button]]:font-medium [&_[data-button]]:transition-colors [&_[data-button]:focus-visible]:outline-none [&_[data-button]:focus-visible]:ring-2 [&_[data-button]:focus-visible]:ring-ring [&_[data-button]:focus-visible]:ring-offset-2 [&_[data-button]:disabled]:pointer-events-none [&_[data-button]:disabled]:opacity-50 [&_[data-button]_svg]:pointer-events-none [&_[data-button]_svg]:size-4 [&_[data-button]_svg]:shrink-0";

const PRIMARY = "bg-primary text-primary-foreground hover:bg-primary/90";
const OUTLINE = "border border-input bg-background hover:bg-accent hover:text-accent-foreground";

/** <Button className="h-11">: a course's 'Continue Learning', a certificate. */
export const PRIMARY_BUTTON = `justify-center ${PRIMARY} px-4 py-2 text-sm h-11`;
/** <Button variant="outline" className="h-11">: 'Review course'. */
export const OUTLINE_BUTTON = `justify-center ${OUTLINE} px-4 py-2 text-sm h-11`;
/** <Button variant="outline" className="h-11 justify-start">: a quick action, its icon and words from the start. */
export const QUICK_ACTION_BUTTON = `${OUTLINE} px-4 py-2 text-sm h-11 justify-start`;
/** <Button size="lg" className="w-full shrink-0 px-6 sm:w-auto">: Next up's one action. */
export const NEXT_UP_BUTTON = `justify-center ${PRIMARY} h-11 text-base w-full shrink-0 px-6 sm:w-auto`;
