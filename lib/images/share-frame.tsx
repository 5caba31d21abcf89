import type { ReactNode } from "react";

/** The frame every share image is drawn in (site and course): the school's colours, its name on top, then `children`. */
export function ShareFrame({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "linear-gradient(135deg, #1e3a8a 0%, #172554 100%)",
        color: "white",
      }}
    >
      <div style={{ fontSize: 36, color: "#fcd34d", display: "flex" }}>Biblical Studies Academy</div>
      {children}
    </div>
  );
}
