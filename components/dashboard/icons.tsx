import { Award, CheckCircle2, ChevronRight } from "lucide-react";
import { iconSprite } from "@/components/ui/icon-sprite";

// The icons the dashboard repeats (on every upcoming test, completed course and certificate), each drawn once in
// the page's sprite (components/ui/icon-sprite.tsx); the page draws `DashboardIcons.Sprite`.
export const DashboardIcons = iconSprite("dashboard", { award: Award, check: CheckCircle2, chevron: ChevronRight });
