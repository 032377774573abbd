#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension SeamSceneActivity {
    /// SwiftUI's scene phase as SeamAccess's plain value; a phase added later counts as
    /// inactive, so secrets stay hidden until SeamAccess knows better.
    init(_ phase: ScenePhase) {
        switch phase {
        case .active: self = .active
        case .inactive: self = .inactive
        case .background: self = .background
        @unknown default: self = .inactive
        }
    }
}
#endif
