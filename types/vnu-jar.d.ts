// npm vnu-jar: its main export is the path of vnu.jar (a String object), run here with Debian's Java.
declare module "vnu-jar" {
  const vnuJar: string;
  export default vnuJar;
}
