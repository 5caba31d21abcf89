import { fold } from "@/lib/text/fold";
import { postPlainText } from "./markdown";

/** What search within a course reads: the title and opening post, folded as the catalogue search folds. */
export const threadSearchText = (title: string, body: string) => fold(`${title} ${postPlainText(body)}`);
