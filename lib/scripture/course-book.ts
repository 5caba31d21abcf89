import { bookOfEnglishName } from "./book-names";
import type { BookId } from "./books";

/**
 * The book a course studies: a Bible course (one with a section of the canon) is titled with its book's English
 * name ("Genesis", "Psalms", "1 Corinthians"); ministry courses study no one book. Bare citations in a lesson
 * ("(1:31)", "v. 5", "chapter 22") are read against this book.
 */
export function courseBook(course: { title: string; section: string | null }): BookId | null {
  return course.section ? (bookOfEnglishName(course.title) ?? null) : null;
}
