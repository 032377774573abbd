import Foundation
import SeamAccess
import Testing

/// A toast is wide and short: a circle would crop its text to a disc, so it draws as a capsule.
@Suite struct SeamToastShapeTests {
    typealias Toast = SeamPalette.Toast<SeamPaint>

    @Test func aCircleToastIsACapsule() {
        #expect(Toast.default.with(shape: .circle).shape == .capsule)
        #expect(Toast.default.with(cornerRadius: 8).with(shape: .circle).shape == .capsule)
        var toast = Toast.default
        toast.shape = .circle
        #expect(toast.shape == .capsule)
        #expect(toast == Toast.default.with(shape: .capsule))
    }

    @Test func theOtherShapesAreKept() {
        for shape in [SeamPalette.Shape.rectangle, .rounded(cornerRadius: 12), .capsule] {
            #expect(Toast.default.with(shape: shape).shape == shape)
        }
    }
}
