/** Element styles are imported as text and put into the shadow root (rollup: cssText plugin). */
declare module '*.css' {
  const css: string;
  export default css;
}
