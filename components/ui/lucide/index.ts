// The lucide-react icons the school uses, drawn by one small server-safe function (./icon.ts). next.config.mjs
// points "lucide-react" here for the bundles: lucide-react's own Icon is a client component, so every icon, even
// one drawn by a server component, shipped its runtime to the browser and its path data inside the page's
// RSC payload. These draw the same <svg> (lucide's attributes, classes and aria-hidden rule) as plain HTML.
// One module per icon, and package.json's "sideEffects": false, so a page's bundle holds only the icons it draws.
// components/ui/lucide/lucide.test.tsx checks the markup against lucide-react for every icon, and that every
// icon imported from "lucide-react" in app/ and components/ is here: add one as ./<name>.ts, with its data from
// node_modules/lucide-react/dist/esm/icons/<name>.mjs.
export { ArrowDown } from "./arrow-down";
export { ArrowLeft } from "./arrow-left";
export { ArrowRight } from "./arrow-right";
export { ArrowUp } from "./arrow-up";
export { Award } from "./award";
export { Bell } from "./bell";
export { BarChart3 } from "./chart-column";
export { Bold } from "./letter-b";
export { BookOpen } from "./book-open";
export { Captions } from "./captions";
export { Check } from "./check";
export { CheckCircle2 } from "./circle-check";
export { ChevronDown } from "./chevron-down";
export { ChevronLeft } from "./chevron-left";
export { ChevronRight } from "./chevron-right";
export { CircleCheck } from "./circle-check";
export { ClipboardCheck } from "./clipboard-check";
export { Clock } from "./clock";
export { Download } from "./download";
export { Eye } from "./eye";
export { EyeOff } from "./eye-off";
export { Flag } from "./flag";
export { FlaskConical } from "./flask-conical";
export { Globe2 } from "./earth";
export { GraduationCap } from "./graduation-cap";
export { GripVertical } from "./grip-vertical";
export { Heading2 } from "./heading-2";
export { Heading3 } from "./heading-3";
export { ImagePlus } from "./image-plus";
export { Infinity } from "./infinity";
export { Italic } from "./italic";
export { Languages } from "./languages";
export { Link } from "./link";
export { List } from "./list";
export { ListChecks } from "./list-checks";
export { ListOrdered } from "./list-ordered";
export { Loader2 } from "./loader-circle";
export { LoaderCircle } from "./loader-circle";
export { Lock } from "./lock";
export { LogOut } from "./log-out";
export { MailCheck } from "./mail-check";
export { Maximize } from "./maximize";
export { Menu } from "./menu";
export { MessageSquare } from "./message-square";
export { Minimize } from "./minimize";
export { Pause } from "./pause";
export { Pencil } from "./pencil";
export { Pin } from "./pin";
export { Play } from "./play";
export { PlayCircle } from "./circle-play";
export { Plus } from "./plus";
export { Printer } from "./printer";
export { Quote } from "./quote";
export { Receipt } from "./receipt";
export { Redo2 } from "./redo-2";
export { RotateCcw } from "./rotate-ccw";
export { RotateCw } from "./rotate-cw";
export { Save } from "./save";
export { Search } from "./search";
export { Share2 } from "./share-2";
export { ShieldAlert } from "./shield-exclamation-point";
export { ShieldCheck } from "./shield-check";
export { ShieldX } from "./shield-x";
export { Target } from "./target";
export { ThumbsUp } from "./thumbs-up";
export { Trash2 } from "./trash";
export { Undo2 } from "./undo-2";
export { Upload } from "./upload";
export { UserRound } from "./user-round";
export { Volume2 } from "./volume-2";
export { VolumeX } from "./volume-x";
export { X } from "./x";
export { XCircle } from "./circle-x";
