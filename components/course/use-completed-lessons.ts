"use client";

import { useEffect, useMemo, useState } from "react";
import { usePersonalState } from "@/components/personal/personal-state";
import { myCompletedLessons } from "./completed-lessons-action";

/**
 * The enrolled student's completed lesson ids: given by the server on the page it renders for a signed-in
 * request (components/personal/personal-state.tsx), else asked of it once the page knows they are enrolled.
 */
export function useCompletedLessons(slug: string, enrolled: boolean): ReadonlySet<string> {
  const given = usePersonalState().completedLessons;
  const givenIds = given?.course === slug ? given.ids : null;
  const known = useMemo(() => (givenIds ? new Set(givenIds) : null), [givenIds]);
  const [done, setDone] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    if (!enrolled || known) return;
    let live = true;
    myCompletedLessons(slug)
      .then((ids) => live && setDone(new Set(ids)))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [slug, enrolled, known]);
  return enrolled ? (known ?? done) : EMPTY;
}

const EMPTY: ReadonlySet<string> = new Set();
