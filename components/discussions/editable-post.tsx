"use client";
import { EditPostForm } from "./edit-post-form";
import { useThreadInteractions } from "./thread-interactions";

/**
 * The reader's own post while it may still be edited: its server-rendered body and buttons, replaced in place by
 * the edit form when its Edit button is chosen (./thread-interactions.tsx). Only these posts carry their Markdown.
 */
export function EditablePost({ postId, body, children }: { postId: string; body: string; children: React.ReactNode }) {
  const { editing, stopEditing } = useThreadInteractions();
  return editing === postId ? <EditPostForm postId={postId} body={body} onDone={stopEditing} /> : children;
}
