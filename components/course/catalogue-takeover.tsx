"use client";

import { Activity, use, type ComponentType, type ReactNode } from "react";
import { useBrowserRender } from "./use-browser-render";

// The catalogue's client code (live search, filters, sort, the tabs' status, the cards: ./catalogue-client.ts) is
// not in the page's first load. The server draws all of it, and its forms, links and selects work as they are (as
// without JavaScript); this module, in the first load, stands in for each of its client components. On the server
// it renders the real one. In the browser the server's HTML is kept as it is (a boundary React leaves dehydrated:
// CatalogueTakeover) until the visitor first touches the catalogue (a pointer pressed, a focus, a key, an
// input), when the code loads and hydrates it, and picks up what was done meanwhile (a term typed, a choice made:
// ./catalogue-filter.tsx). A catalogue the client router opens (from another page) has no server HTML to keep: it
// loads the code at once.

type Client = typeof import("./catalogue-client");

/** The client code, once loaded: at once on the server, on first use in the browser. */
let client: Client | undefined;
let loading = false;
let loaded: (module: Client) => void = () => {};
const ready = new Promise<Client>((resolve) => (loaded = resolve));

/** Loads the client code, once. */
function takeOver() {
  if (loading) return;
  loading = true;
  import("./catalogue-client").then(
    (module) => {
      client = module;
      loaded(module);
    },
    () => {
      // Offline: the server's catalogue keeps working as it is; the next touch tries again.
      loading = false;
    },
  );
}

const TOUCHES = ["pointerdown", "focusin", "keydown", "input"] as const;

/** On the window, in the capture phase: React stops an event bound for a boundary it has not hydrated yet. */
function onTouch(event: Event) {
  if (event.target instanceof Element && event.target.closest("[data-catalogue]")) takeOver();
}

if (typeof window === "undefined") takeOver();
else {
  for (const type of TOUCHES) window.addEventListener(type, onTouch, { capture: true, passive: true });
  void ready.then(() => TOUCHES.forEach((type) => window.removeEventListener(type, onTouch, { capture: true })));
  // Focused (and maybe typed in) before this script ran.
  if (document.activeElement?.closest("[data-catalogue]")) takeOver();
}

/**
 * Around the catalogue: an Activity boundary, which React hydrates apart from the rest of the page and leaves as
 * the server drew it while a stand-in inside waits for the code. Not a Suspense boundary: the server sends a large
 * Suspense boundary's content apart, hidden until a script shows it (none without JavaScript, a layout shift with it).
 */
export function CatalogueTakeover({ children }: { children: ReactNode }) {
  return <Activity>{children}</Activity>;
}

/** Stands for the client component `name`: waits for the client code while hydrating, loads it in a render of its own. */
function deferred<Name extends keyof Client>(name: Name): Client[Name] {
  function Deferred(props: object) {
    if (useBrowserRender()) takeOver();
    // Suspends until the code has loaded; every render after that has the component itself.
    const Component = (client ?? use(ready))[name] as ComponentType<object>;
    return <Component {...props} />;
  }
  Deferred.displayName = `Deferred(${name})`;
  return Deferred as unknown as Client[Name];
}

export const CatalogueFilter = deferred("CatalogueFilter");
export const CatalogueSearch = deferred("CatalogueSearch");
export const CatalogueTabs = deferred("CatalogueTabs");
export const CataloguePanel = deferred("CataloguePanel");
export const CatalogueGroup = deferred("CatalogueGroup");
export const CatalogueItem = deferred("CatalogueItem");
export const TabStatus = deferred("TabStatus");
export const FilterLink = deferred("FilterLink");
export const LivePart = deferred("LivePart");
export const RefineForm = deferred("RefineForm");
export const RefineSelect = deferred("RefineSelect");
export const CatalogueCardView = deferred("CatalogueCardView");
