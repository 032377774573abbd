import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import SeamTestSupport

/// An interactive screen on the sandbox and a test clock, started and showing its keys;
/// `latency` makes every lock take that long to answer.
@MainActor
func startedDemoController(clock: TestClock, latency: TimeInterval? = nil) async throws -> DemoInteractiveController {
    var scenario = SeamSandboxScenario.default
    if let latency {
        scenario.locks = scenario.locks.mapValues { lock in
            var lock = lock
            lock.latency = latency
            return lock
        }
    }
    let controller = DemoInteractiveController(
        service: PreviewSeamService(scenario: scenario, clock: clock), clock: clock, locale: Locale(identifier: "en_US"),
        style: DemoStyle(usesColor: false))
    await controller.start()
    try await eventually { !controller.keys.isEmpty }
    return controller
}
