/** The English text of the first screens, built from en.json by vite.config.ts. */
declare module 'virtual:en-start' {
  const messages: Record<string, unknown>;
  export default messages;
}
