// SeamTheming: the theme (`SeamTheme`) and its `\.seamTheme` environment value, on their own
// so that app extensions (widgets) can draw with it: this target uses only extension-safe API,
// while SeamComponents also opens Settings and presents alerts (app-only API). SeamComponents
// and SeamWidgets re-export it. Empty where SwiftUI and UIKit do not exist (Linux).
@_exported import SeamAccess
