/**
 * The language of a video's own captions (Video.captionsKey), written for the English lecture: the player labels
 * it so, and the course pages count it so (lib/courses/languages.ts). Tracks in other languages are VideoCaption rows.
 */
export const CAPTIONS_LANGUAGE = "en";
