import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

// Locale-aware Link, redirect and router: `href="/courses"` becomes /es/courses in Spanish.
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
