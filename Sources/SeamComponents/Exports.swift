// `import SeamComponents` is all an app needs: it brings SeamAccess (models, services, view
// models, presentation) along.
@_exported import SeamAccess
