// SeamIntents: the App Intents for mobile keys (iOS 16+; included in an app's metadata
// through SeamIntentsPackage, iOS 17+): the key entity and its query, Unlock and Show My
// Keys. Apps list them in their own AppShortcutsProvider; see the "Keys beyond the app"
// article. Everything decided here comes from SeamAccess. Empty where App Intents does not
// exist (Linux).
@_exported import SeamAccess
