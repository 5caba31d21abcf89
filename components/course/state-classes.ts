// The button and badge classes of the course page and the course cards, written out: calling buttonVariants or
// <Badge> in a client component (a card, the free course's button) brings every variant's classes into the
// page's script for these few lists. ./state-classes.test.ts holds each equal to what the variants give.

const BUTTON =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 bg-primary text-primary-foreground hover:bg-primary/90";

/** buttonVariants({ size: "lg", className: "w-full sm:w-auto" }): the course page's call to action. */
export const PANEL_BUTTON = `${BUTTON} h-11 px-8 text-base w-full sm:w-auto`;
/** buttonVariants({ size: "sm", className: "min-h-11" }): a card's 'Enroll Now'. */
export const CARD_BUTTON = `${BUTTON} h-9 px-3 text-sm min-h-11`;
/** buttonVariants({ size: "sm", className: "min-h-11 w-full" }): a card's 'Continue'. */
export const CARD_BUTTON_WIDE = `${CARD_BUTTON} w-full`;

const BADGE = "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 font-semibold transition-colors border-transparent";

/** <Badge variant="success" size="lg">: 'Completed' above 'Continue Learning'. */
export const COMPLETED_BADGE = `${BADGE} bg-success text-success-foreground text-sm`;
/** <Badge variant="secondary">: a card's level. */
export const SECONDARY_BADGE = `${BADGE} bg-secondary text-secondary-foreground text-xs`;
/** <Badge variant="success">, <Badge variant="secondary">: the status row of the Course Information card. */
export const STATUS_BADGE = { completed: `${BADGE} bg-success text-success-foreground text-xs`, "in-progress": SECONDARY_BADGE } as const;
