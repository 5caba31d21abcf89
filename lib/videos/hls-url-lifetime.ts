// How long a signed media URL (original file, poster, captions, HLS playlist or segment) lives, shared by the
// server that signs them and the player that renews them. Minutes: a URL copied out of a page, or kept by a
// student whose enrollment has since been refunded, soon stops working; the player asks for fresh ones (which
// checks the enrollment again) well before they expire.
export const PLAYBACK_URL_TTL_SECONDS = 10 * 60;

/** The player renews its URLs at half their life, so a slow or failed renewal still has time to retry. */
export const PLAYBACK_URL_RENEW_MS = (PLAYBACK_URL_TTL_SECONDS * 1000) / 2;
