/**
 * The language of a video's captions. A video holds one caption track (Video.captionsKey), written for the English
 * lecture: the player labels it so, and the course pages count it so (lib/courses/languages.ts).
 */
export const CAPTIONS_LANGUAGE = "en";
