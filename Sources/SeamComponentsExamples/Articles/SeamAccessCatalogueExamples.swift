import Foundation
import SeamComponents

// SeamAccess.docc/SeamAccess.md, "Locale". Platform-neutral, so this file also compiles on Linux.

func expiredBadge(in locale: Locale) -> String {
    let status = SeamStatusPresentation(error: .expired, locale: locale)
    return status.badge  // "Abgelaufen" in Locale(identifier: "de_DE")
}
