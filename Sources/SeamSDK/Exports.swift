// The spec's snippets begin with `import SeamSDK` (the Seam SDK V3: the `Seam` facade, its
// models, errors and service protocol). In this package they live in SeamAccess; this module
// re-exports it so that code written against the spec compiles unchanged.
@_exported import SeamAccess
