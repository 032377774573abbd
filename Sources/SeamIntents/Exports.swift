// SeamIntents: ready-made App Intents for mobile keys (iOS 16+), for apps whose Xcode
// extracts App Intents metadata from packages (with SeamIntentsPackage, iOS 17+). The
// supported path is thin intents in the app target over SeamAccess (SeamIntentActions,
// SeamExtensionConfiguration.keyQuery); see the "Keys beyond the app" article. Everything
// decided here comes from SeamAccess. Empty where App Intents does not exist (Linux).
@_exported import SeamAccess
