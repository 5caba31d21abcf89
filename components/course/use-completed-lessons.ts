"use client";

import { useEffect, useState } from "react";
import { myCompletedLessons } from "./completed-lessons-action";

/** The enrolled student's completed lesson ids, asked of the server once the page knows they are enrolled. */
export function useCompletedLessons(slug: string, enrolled: boolean): ReadonlySet<string> {
  const [done, setDone] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    if (!enrolled) return;
    let live = true;
    myCompletedLessons(slug)
      .then((ids) => live && setDone(new Set(ids)))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [slug, enrolled]);
  return enrolled ? done : EMPTY;
}

const EMPTY: ReadonlySet<string> = new Set();
