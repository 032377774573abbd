import Foundation
import SeamAccess
import Testing

/// A banner is wide and short: a circle would crop its text to a disc, so it draws as a capsule.
@Suite struct SeamBannerShapeTests {
    @Test func aCircleBannerIsACapsule() {
        #expect(SeamBannerPalette().with(shape: .circle).shape == .capsule)
        #expect(SeamBannerPalette.default.with(shape: .circle).shape == .capsule)
        var banner = SeamBannerPalette.default
        banner.shape = .circle
        #expect(banner.shape == .capsule)
        #expect(banner == SeamBannerPalette.default.with(shape: .capsule))
    }

    @Test func theOtherShapesAreKept() {
        for shape in [SeamPalette.Shape.rectangle, .rounded(cornerRadius: 12), .capsule] {
            #expect(SeamBannerPalette.default.with(shape: shape).shape == shape)
        }
    }
}
