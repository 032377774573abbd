import Foundation
import SeamAccess
import Testing

/// A translucent toast fill (Seam's pages show `.red.opacity(0.1)`) is drawn over an opaque
/// `secondaryBackground` that casts the shadow: alone, it let the rows show through the text,
/// its shadow was as faint as the fill, and the contrast check compared the text with the
/// fill's colour as if it were opaque.
@Suite struct SeamToastOpaqueBaseTests {
    typealias Toast = SeamPalette.Toast<SeamPaint>
    typealias RGBA = SeamAdaptiveColor.RGBA
    /// SwiftUI's `.red.opacity(0.1)` in light and dark mode.
    let redTint = SeamAdaptiveColor(light: RGBA(hex: 0xFF3B30, alpha: 0.1), dark: RGBA(hex: 0xFF453A, alpha: 0.1))

    @Test func aTranslucentOrUnknownFillGetsAnOpaqueBase() {
        #expect(Toast.opaqueBase(under: redTint) == .secondaryBackground)
        #expect(Toast.opaqueBase(under: .clear) == .secondaryBackground)
        #expect(Toast.opaqueBase(under: nil) == .secondaryBackground, "a colour UIKit cannot resolve")
        let byNightOnly = SeamAdaptiveColor(light: RGBA(hex: 0xFFF4E5), dark: RGBA(hex: 0x3A2A12, alpha: 0.9))
        #expect(Toast.opaqueBase(under: byNightOnly) == .secondaryBackground)
    }

    @Test func anOpaqueFillNeedsNone() {
        #expect(Toast.opaqueBase(under: SeamPalette.default.secondaryBackground) == nil)
        #expect(Toast.opaqueBase(under: SeamAdaptiveColor(light: 0xFFF4E5, dark: 0x3A2A12)) == nil)
    }

    @Test func theContrastCheckReadsTheTintOverItsBase() {
        let toast = Toast.default.with(background: .color(redTint), borderColor: .role(.error))
        #expect(toast.contrastFailures(in: .default) == [], "the text is on a faint pink or a near-black, not on red")
        let paleText = Toast.default.with(background: .color(redTint), textColor: .role(.secondaryFill))
        #expect(paleText.contrastFailures(in: .default).contains { $0.hasPrefix("toast text (light)") })
    }

    @Test func compositingPaintsATranslucentColourOverItsBase() {
        let half = RGBA(hex: 0xFF0000, alpha: 0.5).composited(over: RGBA(hex: 0xFFFFFF))
        #expect(half == RGBA(red: 1, green: 0.5, blue: 0.5, alpha: 1))
        #expect(RGBA(hex: 0x0A5FCC).composited(over: RGBA(hex: 0xFFFFFF)) == RGBA(hex: 0x0A5FCC))
        #expect(RGBA(hex: 0, alpha: 0).composited(over: RGBA(hex: 0x1C1C1E)) == RGBA(hex: 0x1C1C1E))
    }
}
