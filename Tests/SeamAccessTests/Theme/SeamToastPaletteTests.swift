import Foundation
import SeamAccess
import Testing

/// The toast palette in Seam's spelling: its defaults, a `with(...)` over every field in an
/// order that reads Seam's calls as written, the corner radius and the contrast check.
@Suite struct SeamToastPaletteTests {
    typealias Toast = SeamPalette.Toast<SeamPaint>
    let plum = SeamPaint.color(SeamAdaptiveColor(light: 0x5B2A86, dark: 0x7A45A8))

    /// Every colour a different name, so a field read from the wrong place shows.
    let named = SeamPalette.Toast(
        background: "background", textColor: "textColor", accentColor: "accentColor", borderColor: "borderColor",
        cornerRadius: 1, shadowColor: "shadowColor", shadowRadius: 2, shadowYOffset: 3, horizontalPadding: 4,
        verticalPadding: 5, actionColor: "actionColor", textFont: .body, actionFont: .headline)

    @Test func theDefaultDrawsTheBannerAsItWasWithNothingNew() {
        let toast = Toast.default
        #expect(toast.background == .role(.secondaryBackground) && toast.textColor == .role(.primaryText))
        #expect(toast.accentColor == .role(.warning) && toast.actionColor == .role(.primaryText))
        #expect(toast.borderColor == .color(.clear) && toast.shadowColor == .color(.clear))
        #expect(toast.cornerRadius == 0 && toast.shadowRadius == 0 && toast.shadowYOffset == 0)
        #expect(toast.horizontalPadding == 12 && toast.verticalPadding == 4)
        #expect(toast.textFont == .callout && toast.actionFont == .actionTitle)
    }

    @Test func eachFieldsInitLabelAndWithLabelAgree() {
        #expect([named.background, named.textColor, named.accentColor, named.borderColor, named.shadowColor,
                 named.actionColor] == ["background", "textColor", "accentColor", "borderColor", "shadowColor",
                                        "actionColor"])
        #expect([named.cornerRadius, named.shadowRadius, named.shadowYOffset, named.horizontalPadding,
                 named.verticalPadding] == [1, 2, 3, 4, 5])
        let changed = named.with(
            background: "background!", borderColor: "borderColor!", textColor: "textColor!",
            accentColor: "accentColor!", cornerRadius: 10, shadowColor: "shadowColor!", shadowRadius: 20,
            shadowYOffset: 30, horizontalPadding: 40, verticalPadding: 50, actionColor: "actionColor!",
            textFont: .caption, actionFont: .caption2)
        for field in SeamPalette.Toast<String>.paintFields {
            #expect(changed[keyPath: field] == named[keyPath: field] + "!")
        }
        #expect([changed.cornerRadius, changed.shadowRadius, changed.shadowYOffset, changed.horizontalPadding,
                 changed.verticalPadding] == [10, 20, 30, 40, 50])
        #expect(changed.textFont == .caption && changed.actionFont == .caption2)
        #expect(named.with() == named)
    }

    /// `with(background:borderColor:textColor:)`, `with(background:borderColor:cornerRadius:)`
    /// and `with(accentColor:)`, as Seam's theming pages call them.
    @Test func seamsCallsReplaceWhatTheyName() {
        let alerty = Toast.default.with(background: plum, borderColor: .role(.error), textColor: .role(.primaryTextLight))
        #expect(alerty.background == plum && alerty.borderColor == .role(.error))
        #expect(alerty.textColor == .role(.primaryTextLight) && alerty.accentColor == Toast.default.accentColor)
        let rounded = Toast.default.with(background: plum, borderColor: .role(.grayFill), cornerRadius: 14)
        #expect(rounded.cornerRadius == 14 && rounded.shape == .rounded(cornerRadius: 14))
        #expect(Toast.default.with(accentColor: plum).accentColor == plum)
    }

    @Test func theCornerRadiusAndTheShapeAreOneOutline() {
        #expect(Toast.default.with(cornerRadius: .infinity).shape == .capsule)
        #expect(Toast.default.with(shape: .capsule).cornerRadius == .infinity)
        #expect(Toast.default.with(cornerRadius: 12).with(cornerRadius: 0).shape == .rectangle)
        #expect(Toast.default.with(cornerRadius: -3).shape == .rectangle)
        #expect(Toast.default.with(cornerRadius: .nan).shape == .rectangle)
        #expect(Toast.default.with(cornerRadius: 8, shape: .capsule).shape == .capsule, "the shape wins")
    }

    @Test func mapKeepsEveryFieldAndTheOutline() {
        let rounded = named.with(shape: .rounded(cornerRadius: 0.5))
        let upper = rounded.map { $0.uppercased() }
        for field in SeamPalette.Toast<String>.paintFields {
            #expect(upper[keyPath: field] == rounded[keyPath: field].uppercased())
        }
        #expect(upper.shape == .rounded(cornerRadius: 0.5) && upper.verticalPadding == 5 && upper.actionFont == .headline)
        #expect(rounded.map { $0 } == rounded)
    }

    @Test func theContrastCheckCoversTextDismissAndTheSymbol() {
        // #767676 on the light toast is about 4:1: enough for a symbol, not for text.
        let gray = SeamPaint.color(SeamAdaptiveColor(light: 0x767676, dark: 0xF2F2F7))
        let failures = Toast.default.with(textColor: gray, accentColor: gray, actionColor: gray)
            .contrastFailures(in: .default)
        #expect(failures.contains { $0.hasPrefix("toast text (light)") })
        #expect(failures.contains { $0.hasPrefix("toast action (light)") })
        #expect(!failures.contains { $0.hasPrefix("toast icon (light)") })
        #expect(Toast.default.with(borderColor: .role(.secondaryBackground)).contrastFailures(in: .default).isEmpty,
                "the border is decoration, not text")
    }
}
