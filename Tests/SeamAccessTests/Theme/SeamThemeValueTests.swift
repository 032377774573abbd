import Foundation
import SeamAccess
import Testing

/// The theme's roles are listed once (``SeamPalette/Colors``, ``SeamPalette/Fonts``) and every
/// `.with(...)` is one mechanism: these pin both, for any value type the roles hold.
@Suite struct SeamThemeValueTests {
    /// Every colour role a different number, so a role read from the wrong place shows.
    let numbered = SeamPalette.Colors<Int>(repeating: 0).with { colors in
        for (index, role) in SeamPalette.ColorRole.allCases.enumerated() { colors[role] = index + 1 }
    }

    @Test func eachColourRoleHasItsOwnPlace() {
        let values = SeamPalette.ColorRole.allCases.map { numbered[$0] }
        #expect(values == Array(1...17))
        #expect(numbered.accent == 1 && numbered.secondaryFill == 14 && numbered.secondaryBackground == 17)
        for role in SeamPalette.ColorRole.allCases {
            var changed = numbered
            changed[role] = 99
            let others = SeamPalette.ColorRole.allCases.filter { $0 != role }
            #expect(others.allSatisfy { changed[$0] == numbered[$0] }, "\(role) writes only its own colour")
        }
    }

    /// Each role's label in `init` and `with(...)`, its field and its subscript agree.
    @Test func eachColourRolesLabelFieldAndSubscriptAgree() {
        let named = SeamPalette.Colors(
            accent: "accent", primaryText: "primaryText", secondaryText: "secondaryText",
            primaryTextLight: "primaryTextLight", primaryTextDark: "primaryTextDark", danger: "danger", error: "error",
            warning: "warning", info: "info", success: "success", grayFill: "grayFill", lightFill: "lightFill",
            darkFill: "darkFill", secondaryFill: "secondaryFill", progress: "progress",
            primaryBackground: "primaryBackground", secondaryBackground: "secondaryBackground")
        #expect(SeamPalette.ColorRole.allCases.allSatisfy { named[$0] == $0.rawValue })
        #expect(named.secondaryFill == "secondaryFill" && named.accent == "accent")
        let renamed = named.with(
            accent: "accent!", primaryText: "primaryText!", secondaryText: "secondaryText!",
            primaryTextLight: "primaryTextLight!", primaryTextDark: "primaryTextDark!", danger: "danger!",
            error: "error!", warning: "warning!", info: "info!", success: "success!", grayFill: "grayFill!",
            lightFill: "lightFill!", darkFill: "darkFill!", secondaryFill: "secondaryFill!", progress: "progress!",
            primaryBackground: "primaryBackground!", secondaryBackground: "secondaryBackground!")
        #expect(SeamPalette.ColorRole.allCases.allSatisfy { renamed[$0] == $0.rawValue + "!" })
    }

    @Test func eachFontRolesLabelFieldAndSubscriptAgree() {
        let named = SeamPalette.Fonts(
            largeTitle: "largeTitle", title: "title", title2: "title2", title3: "title3", headline: "headline",
            subheadline: "subheadline", body: "body", callout: "callout", footnote: "footnote", caption: "caption",
            caption2: "caption2", actionTitle: "actionTitle", sectionHeader: "sectionHeader")
        #expect(SeamPalette.FontRole.allCases.allSatisfy { named[$0] == $0.rawValue })
        #expect(named.sectionHeader == "sectionHeader" && named.caption2 == "caption2")
        let renamed = named.with(
            largeTitle: "largeTitle!", title: "title!", title2: "title2!", title3: "title3!", headline: "headline!",
            subheadline: "subheadline!", body: "body!", callout: "callout!", footnote: "footnote!",
            caption: "caption!", caption2: "caption2!", actionTitle: "actionTitle!", sectionHeader: "sectionHeader!")
        #expect(SeamPalette.FontRole.allCases.allSatisfy { renamed[$0] == $0.rawValue + "!" })
        #expect(SeamPalette.FontRole.allCases.count == 13 && SeamPalette.ColorRole.allCases.count == 17)
    }

    @Test func labelledWithReplacesOnlyTheRolesGiven() {
        let changed = numbered.with(accent: 100, progress: 101)
        #expect(changed.accent == 100 && changed.progress == 101)
        #expect(changed.with() == changed)
        let untouched = SeamPalette.ColorRole.allCases.filter { ![.accent, .progress].contains($0) }
        #expect(untouched.allSatisfy { changed[$0] == numbered[$0] })

        var fonts = SeamPalette.Fonts(largeTitle: 34, title: 28, title2: 22, title3: 20, headline: 17, subheadline: 15,
                                      body: 17, callout: 16, footnote: 13, caption: 12, caption2: 11, actionTitle: 17,
                                      sectionHeader: 13)
        fonts = fonts.with(largeTitle: 40)
        #expect(fonts[.largeTitle] == 40 && fonts[.sectionHeader] == 13 && fonts[.body] == 17)
    }

    @Test func mapKeepsEveryRole() {
        let text = numbered.map { "#\($0)" }
        #expect(SeamPalette.ColorRole.allCases.allSatisfy { text[$0] == "#\(numbered[$0])" })
    }

    @Test func aPalettesRolesAreItsColoursByName() {
        var palette = SeamPalette.default
        #expect(palette.accent == palette.colors.accent && palette.secondaryFill == palette.colors[.secondaryFill])
        palette.warning = SeamAdaptiveColor(0xFFD60A)
        #expect(palette.colors.warning == SeamAdaptiveColor(0xFFD60A))
        #expect(palette.colors.with(warning: SeamPalette.default.warning) == SeamPalette.default.colors)
    }

    /// The default colours, light and dark, as they have always been.
    @Test func theDefaultColoursAreUnchanged() {
        let expected: [SeamPalette.ColorRole: (light: UInt32, dark: UInt32)] = [
            .accent: (0x0A5FCC, 0x1F6FD6), .primaryText: (0x111114, 0xF2F2F7), .secondaryText: (0x5C5C66, 0xAEAEB8),
            .primaryTextLight: (0xFFFFFF, 0xFFFFFF), .primaryTextDark: (0x000000, 0x000000),
            .danger: (0xC62828, 0xD93636), .error: (0xC62828, 0xFF6B6B), .warning: (0x8A5A00, 0xFFC247),
            .info: (0x0A5FCC, 0x6AA8FF), .success: (0x1E7B34, 0x5FD37A), .grayFill: (0x8E8E93, 0x636366),
            .lightFill: (0xFFFFFF, 0xFFFFFF), .darkFill: (0x000000, 0x000000), .secondaryFill: (0xE5E5EA, 0x2C2C2E),
            .progress: (0x0A5FCC, 0x6AA8FF), .primaryBackground: (0xFFFFFF, 0x000000),
            .secondaryBackground: (0xF2F2F7, 0x1C1C1E),
        ]
        #expect(expected.count == SeamPalette.ColorRole.allCases.count)
        for (role, hex) in expected {
            #expect(SeamPalette.default.colors[role] == SeamAdaptiveColor(light: hex.light, dark: hex.dark), "\(role)")
        }
        #expect(SeamPalette.default.keyCardGradient
            == [SeamAdaptiveColor.RGBA(hex: 0x1D3557), SeamAdaptiveColor.RGBA(hex: 0x2E5A88)])
    }

    @Test func closureAndKeyPathWithCopyAndLeaveTheOriginal() {
        let banner = SeamPalette.Toast<SeamPaint>.default
        let round = banner.with { $0.shape = .circle }
        #expect(round.shape == .capsule, "the shape's own rule still applies")
        #expect(banner.with(\.textFont, .body).textFont == .body)
        #expect(banner == SeamPalette.Toast<SeamPaint>.default, "the original is not changed")

        var card = SeamPalette.UnlockCard<SeamPaint>.default
        card.replace(\.keyButtonGradient, with: nil)
        #expect(card == .default, "nil leaves a field out")
        card.replace(\.keyButtonGradient, with: [.role(.success)])
        #expect(card.keyButtonGradient == [.role(.success)])
    }

    /// The old palettes' `init()` was their default; the generic ones are built field by field,
    /// and Seam's fields alone give a toast its default Dismiss colour (the text's).
    @Test func aToastFromSeamsFieldsAloneIsItsDefault() {
        let toast = SeamPalette.Toast<SeamPaint>.default
        let rebuilt = SeamPalette.Toast(
            background: toast.background, textColor: toast.textColor, accentColor: toast.accentColor,
            borderColor: toast.borderColor, cornerRadius: toast.cornerRadius, shadowColor: toast.shadowColor,
            shadowRadius: toast.shadowRadius, shadowYOffset: toast.shadowYOffset,
            horizontalPadding: toast.horizontalPadding, verticalPadding: toast.verticalPadding)
        #expect(rebuilt == toast)
    }
}
