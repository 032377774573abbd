// SeamIntents: App Intents for mobile keys (iOS 16+). Everything it decides comes from
// SeamAccess (key search, unlock requests, reports); this target only adapts it to App
// Intents. Empty where App Intents does not exist (Linux).
@_exported import SeamAccess
