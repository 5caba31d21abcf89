// bible-passage-reference-parser types only its ESM build; the per-language CommonJS builds (used here because
// Jest and the server load them without a transform) expose the same class with the language built in.
declare module "bible-passage-reference-parser/cjs/*" {
  import type { bcv_parser as EsmParser } from "bible-passage-reference-parser";
  export class bcv_parser {
    constructor();
    parse(text: string): this;
    set_options(options: Parameters<EsmParser["set_options"]>[0]): this;
    osis_and_indices(): ReturnType<EsmParser["osis_and_indices"]>;
  }
}
