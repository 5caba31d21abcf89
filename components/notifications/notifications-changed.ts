// The list tells the bell that notifications were read, so its count follows without a page load.
export const NOTIFICATIONS_CHANGED = "bsa:notifications-changed";

export function announceNotificationsChanged(unread: number): void {
  window.dispatchEvent(new CustomEvent<number>(NOTIFICATIONS_CHANGED, { detail: unread }));
}
