// A CSS Module's default export (Vite, Storybook and vitest all load them): each class of the file
// mapped to its scoped name. The app gets the same from vite/client's types.
declare module '*.module.css' {
  const classes: { readonly [name: string]: string };
  export default classes;
}
