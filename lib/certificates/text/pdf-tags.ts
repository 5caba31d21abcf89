import { PDFArray, PDFDict, PDFHexString, PDFName, PDFNumber, PDFOperator, PDFOperatorNames as Op, type PDFDocument, type PDFPage, type PDFRef } from "pdf-lib";

// Tagged PDF (ISO 32000-1 §14.8) for a one-page document, written with pdf-lib's low-level objects (it has no
// tagging API of its own): each piece of content a reader should read is a marked-content sequence with an MCID,
// owned by a structure element (H1, P, Figure) under one Document element; the borders and rules are artifacts.
// The catalog says Marked (so readers and checkers such as pdfinfo see "Tagged: yes"); the document element
// carries the language. Screen readers then read the certificate in order, as text.

export type StructureType = "H1" | "P" | "Figure";

export class PdfStructure {
  private readonly elements: PDFRef[] = [];
  private readonly documentRef: PDFRef;
  private readonly kids: PDFRef[] = [];

  constructor(
    private readonly pdf: PDFDocument,
    private readonly page: PDFPage,
  ) {
    this.documentRef = pdf.context.nextRef();
  }

  /**
   * What `draw` puts on the page becomes one structure element of `type`. `text` is what it reads as (its
   * ActualText: the line in logical order, whatever the glyphs' order on the page), or for a figure its Alt.
   */
  tag(type: StructureType, draw: () => void, text: string): void {
    const mcid = this.elements.length;
    const properties = this.pdf.context.obj({ MCID: mcid }) as unknown as PDFName; // an inline dictionary operand
    this.page.pushOperators(PDFOperator.of(Op.BeginMarkedContentSequence, [PDFName.of(type), properties]));
    draw();
    this.page.pushOperators(PDFOperator.of(Op.EndMarkedContent));
    const element = this.pdf.context.obj({
      Type: "StructElem",
      S: type,
      P: this.documentRef,
      Pg: this.page.ref,
      K: mcid,
      // Text strings as UTF-16 (PDFHexString.fromText): PDFString would write only each character's low byte.
      [type === "Figure" ? "Alt" : "ActualText"]: PDFHexString.fromText(text),
    });
    const ref = this.pdf.context.register(element);
    this.elements.push(ref);
    this.kids.push(ref);
  }

  /** What `draw` puts on the page is decoration, which readers skip. */
  artifact(draw: () => void): void {
    this.page.pushOperators(PDFOperator.of(Op.BeginMarkedContent, [PDFName.of("Artifact")]));
    draw();
    this.page.pushOperators(PDFOperator.of(Op.EndMarkedContent));
  }

  /** Writes the structure tree and marks the document tagged. Call once, after the last tag. */
  finish(lang: string): void {
    const { context, catalog } = this.pdf;
    const rootRef = context.nextRef();
    // The parent tree maps the page's MCIDs (its StructParents key 0) back to their structure elements.
    const parentTree = context.obj({ Nums: [PDFNumber.of(0), context.obj(this.elements)] });
    context.assign(this.documentRef, context.obj({ Type: "StructElem", S: "Document", P: rootRef, K: context.obj(this.kids) as PDFArray, Lang: PDFHexString.fromText(lang) }));
    context.assign(rootRef, context.obj({ Type: "StructTreeRoot", K: this.documentRef, ParentTree: context.register(parentTree), ParentTreeNextKey: 1 }));
    this.page.node.set(PDFName.of("StructParents"), PDFNumber.of(0));
    this.page.node.set(PDFName.of("Tabs"), PDFName.of("S"));
    catalog.set(PDFName.of("StructTreeRoot"), rootRef);
    catalog.set(PDFName.of("MarkInfo"), context.obj({ Marked: true }) as PDFDict);
  }
}
