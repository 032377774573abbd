// SeamComponents is the SwiftUI layer; everything it renders comes from SeamAccess, which it
// re-exports so `import SeamComponents` is all an app needs.
@_exported import SeamAccess
