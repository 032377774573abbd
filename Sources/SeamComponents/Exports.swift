// `import SeamComponents` is all an app needs: it brings SeamAccess (models, services, view
// models, presentation) and SeamTheming (the theme) along.
@_exported import SeamAccess
@_exported import SeamTheming
