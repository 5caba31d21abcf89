import "server-only";
import { Window } from "happy-dom";

// A DOM for ProseMirror's parser and serialiser on the server, where there is no browser: happy-dom, the one
// @tiptap/html/server uses, with everything that could run or load something switched off. One window serves the
// whole process: each parse makes a fresh document and each render a detached element, both dropped after use,
// and all of it is synchronous. (@tiptap/html/server builds and tears down a window per call, 20 ms each here:
// a minute of the seed's 495 lessons.)

let window: Window | undefined;

function serverWindow(): Window {
  window ??= new Window({
    settings: {
      // Each of these is happy-dom 21's default already; stated so that no upgrade turns one on unnoticed.
      enableJavaScriptEvaluation: false,
      disableJavaScriptFileLoading: true,
      enableCSSFileLoading: false,
      enableImageFileLoading: false,
      enableIframePageLoading: false,
      disableComputedStyleRendering: true,
      navigation: { disableMainFrameNavigation: true, disableChildFrameNavigation: true, disableChildPageNavigation: true },
    },
  });
  return window;
}

/** The body of `html` parsed as a page's body, in a document of its own. */
export function parseHtmlBody(html: string): HTMLElement {
  const parser = new (serverWindow().DOMParser)();
  const parsed = parser.parseFromString(`<!DOCTYPE html><html><body>${html}</body></html>`, "text/html");
  return parsed.body as unknown as HTMLElement;
}

/** The shared window's document, to create detached elements in. */
export function serverDocument(): Document {
  return serverWindow().document as unknown as Document;
}
