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

/// An interactive screen on `seam` (the cloud engine against the fake API), started and showing
/// its keys.
@MainActor
func startedCloudDemoController(_ seam: Seam, clock: TestClock) async throws -> DemoInteractiveController {
    let controller = DemoInteractiveController(service: SeamService(seam: seam), clock: clock,
                                               locale: Locale(identifier: "en_US"), style: DemoStyle(usesColor: false),
                                               backendName: "Seam API")
    await controller.start()
    try await eventually("keys") { !controller.keys.isEmpty }
    return controller
}

/// Selects the first key by typing its number, as a person does.
@MainActor
func selectFirstKey(in controller: DemoInteractiveController) {
    _ = controller.handle(.digit(1))
    _ = controller.handle(.character("x"))  // ends the number
}
