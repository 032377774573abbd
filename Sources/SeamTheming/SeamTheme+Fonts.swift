#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension SeamTheme {
    /// The 13 font roles. Every default is a Dynamic Type text style, so text grows with the
    /// user's setting; prefer `.system(_:design:)` text styles over fixed sizes when overriding.
    public struct Fonts: Sendable {
        public var largeTitle: Font
        public var title: Font
        public var title2: Font
        public var title3: Font
        public var headline: Font
        public var subheadline: Font
        public var body: Font
        public var callout: Font
        public var footnote: Font
        public var caption: Font
        public var caption2: Font
        public var actionTitle: Font
        public var sectionHeader: Font

        public init(largeTitle: Font, title: Font, title2: Font, title3: Font, headline: Font, subheadline: Font,
                    body: Font, callout: Font, footnote: Font, caption: Font, caption2: Font, actionTitle: Font,
                    sectionHeader: Font) {
            self.largeTitle = largeTitle
            self.title = title
            self.title2 = title2
            self.title3 = title3
            self.headline = headline
            self.subheadline = subheadline
            self.body = body
            self.callout = callout
            self.footnote = footnote
            self.caption = caption
            self.caption2 = caption2
            self.actionTitle = actionTitle
            self.sectionHeader = sectionHeader
        }

        public static var `default`: Fonts {
            Fonts(largeTitle: .largeTitle.bold(), title: .title.weight(.semibold), title2: .title2.weight(.semibold),
                  title3: .title3, headline: .headline, subheadline: .subheadline, body: .body, callout: .callout,
                  footnote: .footnote, caption: .caption, caption2: .caption2, actionTitle: .headline,
                  sectionHeader: .footnote.weight(.semibold))
        }

        /// A copy with the given roles replaced; roles you leave out keep their value.
        public func with(
            largeTitle: Font? = nil, title: Font? = nil, title2: Font? = nil, title3: Font? = nil,
            headline: Font? = nil, subheadline: Font? = nil, body: Font? = nil, callout: Font? = nil,
            footnote: Font? = nil, caption: Font? = nil, caption2: Font? = nil, actionTitle: Font? = nil,
            sectionHeader: Font? = nil
        ) -> Fonts {
            Fonts(largeTitle: largeTitle ?? self.largeTitle, title: title ?? self.title, title2: title2 ?? self.title2,
                  title3: title3 ?? self.title3, headline: headline ?? self.headline,
                  subheadline: subheadline ?? self.subheadline, body: body ?? self.body, callout: callout ?? self.callout,
                  footnote: footnote ?? self.footnote, caption: caption ?? self.caption,
                  caption2: caption2 ?? self.caption2, actionTitle: actionTitle ?? self.actionTitle,
                  sectionHeader: sectionHeader ?? self.sectionHeader)
        }
    }
}
#endif
