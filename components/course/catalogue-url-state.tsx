"use client";

import { useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { parsePrice, parseTab, type CatalogueTab } from "@/lib/courses/search";

export type CatalogueQuery = { tab: CatalogueTab; q: string; price: string | null };

export function readQuery(params: URLSearchParams): CatalogueQuery {
  return { tab: parseTab(params.get("testament")), q: params.get("q") ?? "", price: parsePrice(params.get("price")) };
}

/** Writes the state into the address bar (no navigation, no server round trip) so a result can be shared. */
export function writeQuery({ tab, q, price }: CatalogueQuery) {
  const params = new URLSearchParams(window.location.search);
  if (tab === "Old") params.delete("testament");
  else params.set("testament", tab);
  if (q) params.set("q", q);
  else params.delete("q");
  if (price) params.set("price", price);
  else params.delete("price");
  const search = params.toString();
  window.history.replaceState(null, "", `${window.location.pathname}${search ? `?${search}` : ""}${window.location.hash}`);
}

/**
 * Reads ?testament, ?q and ?price. Kept in its own Suspense boundary so the page around it stays static:
 * the server renders the default state and this fills in the URL's state after hydration.
 */
export function CatalogueUrlReader({ onChange }: { onChange: (query: CatalogueQuery) => void }) {
  const params = useSearchParams();
  const key = params.toString();
  useEffect(() => {
    onChange(readQuery(new URLSearchParams(key)));
  }, [key, onChange]);
  return null;
}
