/**
 * Cache tag of every catalogue read; course writes call revalidateTag(COURSES_TAG). One tag for all courses, not
 * one per course: the catalogue, search index, sitemap and home page list every course, so a change to any one
 * of them expires those anyway, and the course and lesson pages carry only this tag.
 */
export const COURSES_TAG = "courses";
