/** Written by src/plugins/example-sources at build time: example source path → program text. */
declare module '@generated/example-sources/default/sources.json' {
  const sources: Readonly<Record<string, string>>;
  export default sources;
}
