/** @jest-environment node */
import { markupToText, parseBook } from "./convert-sword.mjs";

describe("convert-sword", () => {
  it("keeps only the words, restores the spaces the modules lost between tagged words, keeps Spanish enclitics", () => {
    expect(markupToText('<w savlm="strong:H0430">God</w><w savlm="strong:H1254">created</w> the <w>heavens</w>.')).toBe("God created the heavens.");
    expect(markupToText('<w>Christ</w>,<w>called</w> <w>God’s</w>')).toBe("Christ, called God’s");
    expect(markupToText('<w>llamado</w><transChange type="added">á ser</transChange><w>apóstol</w>, haced<transChange>lo</transChange>')).toBe("llamado á ser apóstol, hacedlo");
    expect(markupToText('<note type="x-study">a note</note>text &amp; more')).toBe("text & more");
  });

  it("reads verses into chapters, poetry lines as newlines, a psalm title as the first line, and drops what follows the book", () => {
    const output = [
      '<title canonical="true" type="psalm">A Psalm by David.</title> <lg sID="a"/> <l level="1" sID="b"/>Psalms 23:1: <w>Yahweh</w> is my shepherd;<l eID="b" level="1"/> <l sID="c"/>I shall lack nothing. <l eID="c"/>',
      '<title canonical="true" type="psalm">A Psalm by David.</title> Psalms 23:2: He makes me lie down.',
      'Revelation of John 22:21: Amen. <chapter eID="Rev.22"/> <div canonical="true" eID="x" osisID="Rev" type="book"/> <div type="glossary"/> Glossary text',
      "(engWEB2015eb)",
    ].join("\n");
    const chapters = parseBook(output);
    expect(chapters[22]).toEqual(["A Psalm by David.\nYahweh is my shepherd;\nI shall lack nothing.", "He makes me lie down."]);
    expect(chapters[21]).toEqual([...Array(20).fill(""), "Amen."]);
  });

  it("gives a psalm without a title none, though diatheke repeats the last title before its verses", () => {
    const carried = '<title canonical="true" type="psalm">A Psalm by David.</title> <lg sID="g1"/> <l level="1" sID="g2"/>';
    const output = [`${carried}Psalms 117:1: Praise Yahweh!`, `${carried}Psalms 117:2: Praise Yah!`, `${carried}Psalms 118:1: Give thanks to Yahweh.`].join("\n");
    const chapters = parseBook(output);
    expect(chapters[116]![0]).toBe("A Psalm by David.\nPraise Yahweh!");
    expect(chapters[117]).toEqual(["Give thanks to Yahweh."]);
  });
});
