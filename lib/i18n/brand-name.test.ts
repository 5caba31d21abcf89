/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";

// The school's name is translated (Brand.name); the name search results and shared links show (Seo.siteName,
// the Open Graph site name) is the same name in each language, not the English one everywhere.
const dir = path.resolve(__dirname, "../../messages");
const files = fs.readdirSync(dir).filter((file) => file.endsWith(".json"));

it.each(files)("%s gives the site the brand's name in its own language", (file) => {
  const messages = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  expect(messages.Seo.siteName).toBe(messages.Brand.name);
  expect(messages.Metadata.title).toBe(messages.Brand.name);
});
