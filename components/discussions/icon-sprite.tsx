import { Flag, MessageSquare, Pencil, Quote, ThumbsUp, Trash2 } from "lucide-react";
import { iconSprite } from "@/components/ui/icon-sprite";

// The discussion pages draw the same few icons on every post and thread (50 posts, 20 threads a page): each
// icon's paths are drawn once per page in this sprite, and every button points at them (components/ui/icon-sprite.tsx).
const sprite = iconSprite("discussion", { flag: Flag, "message-square": MessageSquare, pencil: Pencil, quote: Quote, "thumbs-up": ThumbsUp, trash: Trash2 });

/** The icons' drawings, once per page. */
export const IconSprite = sprite.Sprite;
/** One icon of the sprite; its size is its container's class's. */
export const SpriteIcon = sprite.Icon;
