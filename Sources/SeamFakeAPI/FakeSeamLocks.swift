#if canImport(FlyingFox)
import FlyingFox
import Foundation
@_spi(SeamInternal) import SeamAccess

/// The fake API's Seam-connected locks: `/locks/list` and `/locks/get` (GET and POST),
/// `/locks/unlock_door` and `/locks/lock_door` (POST) and `/action_attempts/get` (GET and
/// POST), in the OpenAPI document's shapes, with an attempt's behaviour scripted per lock (the
/// same script for unlocking and locking) and faults queued per route. An unlock seen to
/// succeed leaves its lock reporting `locked: false`, as a real lock does until it locks
/// again; a lock seen to succeed, `locked: true`.
public actor FakeSeamLocks {
    /// What an unlock of one lock does on the server.
    public enum Script: Sendable {
        /// The attempt succeeds once `after` seconds have passed on the fake's clock.
        case succeed(after: TimeInterval = 0, confirmedByDevice: Bool? = true)
        /// The attempt fails with this API error.
        case fail(type: String, message: String)
        /// The attempt stays pending.
        case pendingForever
        /// Every answer about the attempt, the unlock request's included (unless
        /// `afterPending`: then that one is `pending`), has this `status` and these raw JSON
        /// values as `result` and `error`: for shapes Seam's schema allows but a reader may
        /// trip on, such as `{"status": "success", "error": "stray"}`.
        case answers(status: String, result: String, error: String, afterPending: Bool = false)
    }

    /// The routes faults can be queued on.
    public enum Route: String, Sendable, CaseIterable {
        case list = "/locks/list"
        case get = "/locks/get"
        case unlockDoor = "/locks/unlock_door"
        case lockDoor = "/locks/lock_door"
        case actionAttempt = "/action_attempts/get"
        /// Requires `since` or `between` (400 otherwise), as Seam's does.
        case events = "/events/list"
    }

    /// One lock event `/events/list` serves (`lock.unlocked`, `lock.locked`, `lock.access_denied`).
    public struct Event: Sendable {
        public let id: String
        public let type: String
        public let deviceId: String
        public let occurredAt: Date
        /// `remote`, `keycode`, `manual`, … (`lock.access_denied` has none).
        public let method: String?
        public let actionAttemptId: String?
    }

    /// One request a lock route received.
    public struct Call: Sendable {
        public let route: Route
        public let method: String
        /// The JSON body (POST) or the query (GET) as a flat dictionary of strings.
        public let parameters: [String: String]
    }

    private struct Attempt {
        let id: String
        let deviceId: String
        let script: Script
        let createdAt: Date
        /// `UNLOCK_DOOR` or `LOCK_DOOR`.
        var actionType = "UNLOCK_DOOR"
        /// The state a success leaves the lock in.
        var locksIt: Bool { actionType == "LOCK_DOOR" }
    }

    private var devices: [String] = []
    private var scripts: [String: Script] = [:]
    private var attempts: [String: Attempt] = [:]
    private var faults: [Route: [FakeSeamAPI.Fault]] = [:]
    /// Attempts whose success has been reported as an event.
    private var reported: Set<String> = []
    private var events: [Event] = []
    private var clock: any SeamClock = SeamSystemClock()
    public private(set) var calls: [Call] = []

    init() {}

    /// Serves these device objects (JSON) from `/locks/list`.
    public func setDevices(_ devices: [String]) { self.devices = devices }
    /// What unlocking `deviceId` does (default: succeed at once, confirmed by the device).
    public func script(_ deviceId: String, _ script: Script) { scripts[deviceId] = script }
    /// The clock that measures ``Script/succeed(after:confirmedByDevice:)`` (real time by default).
    package func useClock(_ clock: any SeamClock) { self.clock = clock }
    /// Queues answers for the next requests on `route`, before any scripted behaviour.
    public func enqueue(_ faults: [FakeSeamAPI.Fault], on route: Route) { self.faults[route, default: []] += faults }
    /// Drops every queued fault.
    public func clearFaults() { faults = [:] }
    /// The calls made on `route`, oldest first.
    public func calls(on route: Route) -> [Call] { calls.filter { $0.route == route } }

    func record(_ call: Call) { calls.append(call) }

    /// Adds an event to `/events/list` (a successful attempt adds its own), at the fake's clock's
    /// now unless `occurredAt` is given.
    public func recordEvent(type: String, deviceId: String, method: String? = nil, actionAttemptId: String? = nil,
                            occurredAt: Date? = nil) {
        events.append(Event(id: UUID().uuidString.lowercased(), type: type, deviceId: deviceId,
                            occurredAt: occurredAt ?? clock.now, method: method, actionAttemptId: actionAttemptId))
    }

    /// `/events/list`'s answer: the events after `since` (or inside `between`, "a,b"), of
    /// `event_types` ("a,b") and of lock `device_id` when given, newest first, `limit` (default 500) from
    /// `unstable_offset`; `nil` when neither `since` nor `between` is given.
    /// `text` as a whole number within ±1,000,000,000 (a huge or fractional one clamped or cut,
    /// never a trap); `nil` when it is not a number.
    static func clampedInt(_ text: String) -> Int? {
        guard let number = Double(text), !number.isNaN else { return nil }
        return Int(min(max(number, -1e9), 1e9))
    }

    func eventsBody(_ parameters: [String: String]) -> String? {
        let bounds: (Date, Date?)
        if let since = parameters["since"].flatMap(Self.date) {
            bounds = (since, nil)
        } else if let between = parameters["between"]?.split(separator: ",").compactMap({ Self.date(String($0)) }),
                  between.count == 2 {
            bounds = (between[0], between[1])
        } else {
            return nil
        }
        let types = parameters["event_types"].map { Set($0.split(separator: ",").map(String.init)) }
        let matching = events.filter { event in
            event.occurredAt > bounds.0 && bounds.1.map { event.occurredAt < $0 } != false
                && types.map { $0.contains(event.type) } != false
                && parameters["device_id"].map { $0 == event.deviceId } != false
        }.sorted { $0.occurredAt > $1.occurredAt }
        // Any number a request sends, 1e400 included, clamped before it becomes an Int (a trap).
        let offset = max(0, parameters["unstable_offset"].flatMap(Self.clampedInt) ?? 0)
        let limit = max(1, parameters["limit"].flatMap(Self.clampedInt) ?? 500)
        let page = matching.dropFirst(offset).prefix(limit)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let items = page.map { event -> String in
            let method = event.method.map { #""method":"\#($0)","# } ?? ""
            let attempt = event.actionAttemptId.map { #""action_attempt_id":"\#($0)","# } ?? ""
            let at = formatter.string(from: event.occurredAt)
            return #"{"event_id":"\#(event.id)","event_type":"\#(event.type)","device_id":"\#(event.deviceId)",\#(method)\#(attempt)"occurred_at":"\#(at)","created_at":"\#(at)","connected_account_id":"c","workspace_id":"w"}"#
        }
        return #"{"events":[\#(items.joined(separator: ","))],"ok":true}"#
    }

    private static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }
    func nextFault(on route: Route) -> FakeSeamAPI.Fault? {
        guard var queued = faults[route], !queued.isEmpty else { return nil }
        let fault = queued.removeFirst()
        faults[route] = queued
        return fault
    }

    func listBody() -> String {
        let items = "[" + devices.joined(separator: ",") + "]"
        return #"{"devices":\#(items),"locks":\#(items),"ok":true}"#
    }

    /// `/locks/get`'s answer for `deviceId`, or `nil` when no listed device has that id.
    func getBody(deviceId: String) -> String? {
        guard let device = devices.first(where: { Self.deviceId(of: $0) == deviceId }) else { return nil }
        return #"{"device":\#(device),"lock":\#(device),"ok":true}"#
    }

    /// Sets `properties.locked` of the device `deviceId` (as a lock reports it after an action).
    public func setLocked(_ locked: Bool, deviceId: String) {
        guard let index = devices.firstIndex(where: { Self.deviceId(of: $0) == deviceId }),
              var object = (try? JSONSerialization.jsonObject(with: Data(devices[index].utf8))) as? [String: Any] else { return }
        var properties = object["properties"] as? [String: Any] ?? [:]
        guard properties["locked"] as? Bool != locked else { return }
        properties["locked"] = locked
        object["properties"] = properties
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
        devices[index] = String(decoding: data, as: UTF8.self)
    }

    /// Starts an attempt, or `nil` when no listed device has `deviceId` as its `device_id`
    /// (exactly: not a device whose JSON merely holds that string somewhere).
    func unlock(deviceId: String) -> String? {
        start(deviceId: deviceId, actionType: "UNLOCK_DOOR")
    }

    /// Starts a lock attempt (`/locks/lock_door`), or `nil` as ``unlock(deviceId:)``.
    func lock(deviceId: String) -> String? {
        start(deviceId: deviceId, actionType: "LOCK_DOOR")
    }

    private func start(deviceId: String, actionType: String) -> String? {
        guard devices.contains(where: { Self.deviceId(of: $0) == deviceId }) else { return nil }
        let attempt = Attempt(id: UUID().uuidString.lowercased(), deviceId: deviceId,
                              script: scripts[deviceId] ?? .succeed(), createdAt: clock.now, actionType: actionType)
        attempts[attempt.id] = attempt
        if case .answers(let status, _, _, false) = attempt.script {
            if status == "success" { succeeded(attempt) }
            return attemptBody(id: attempt.id)
        }
        return Self.pending(attempt.id, actionType: actionType)
    }

    /// What a success does to its lock: its state, and (once) the event a real lock reports.
    private func succeeded(_ attempt: Attempt) {
        setLocked(attempt.locksIt, deviceId: attempt.deviceId)
        guard !reported.contains(attempt.id) else { return }
        reported.insert(attempt.id)
        recordEvent(type: attempt.locksIt ? "lock.locked" : "lock.unlocked", deviceId: attempt.deviceId,
                    method: "remote", actionAttemptId: attempt.id)
    }

    /// The `device_id` of a device object (JSON), or `nil` when it has none.
    private static func deviceId(of device: String) -> String? {
        let object = (try? JSONSerialization.jsonObject(with: Data(device.utf8))) as? [String: Any]
        return object?["device_id"] as? String
    }

    /// The attempt as `/action_attempts/get` shows it now with its lock and status in words
    /// (`pending`, `success`, `error: <type>`), or `nil` when there is none.
    func attemptAnswer(id: String) -> (body: String, deviceId: String, status: String)? {
        guard let body = attemptBody(id: id), let attempt = attempts[id] else { return nil }
        let status = switch (attempt.script, body.contains(#""status":"pending""#)) {
        case (.answers(let status, _, _, _), _): status
        case (_, true): "pending"
        case (.fail(let type, _), _): "error: \(type)"
        default: "success"
        }
        if status == "success" { succeeded(attempt) }
        return (body, attempt.deviceId, status)
    }

    /// The attempt as `/action_attempts/get` shows it now, or `nil` when there is none.
    func attemptBody(id: String) -> String? {
        guard let attempt = attempts[id] else { return nil }
        let type = attempt.actionType
        switch attempt.script {
        case .pendingForever:
            return Self.pending(id, actionType: type)
        case .answers(let status, let result, let error, _):
            return #"{"action_attempt":{"action_attempt_id":"\#(id)","action_type":"\#(type)","status":"\#(status)","result":\#(result),"error":\#(error)},"ok":true}"#
        case .fail(let errorType, let message):
            return #"{"action_attempt":{"action_attempt_id":"\#(id)","action_type":"\#(type)","status":"error","result":null,"error":{"type":"\#(errorType)","message":"\#(message)"}},"ok":true}"#
        case .succeed(let after, let confirmed):
            guard clock.now >= attempt.createdAt.addingTimeInterval(after) else { return Self.pending(id, actionType: type) }
            let result = confirmed.map { #"{"was_confirmed_by_device":\#($0)}"# } ?? "{}"
            return #"{"action_attempt":{"action_attempt_id":"\#(id)","action_type":"\#(type)","status":"success","result":\#(result),"error":null},"ok":true}"#
        }
    }

    private static func pending(_ id: String, actionType: String) -> String {
        #"{"action_attempt":{"action_attempt_id":"\#(id)","action_type":"\#(actionType)","status":"pending","result":null,"error":null},"ok":true}"#
    }

    /// A lock device object as `/locks/list` returns it; `extra` is spliced in as more members.
    /// `locked`, `doorOpen` and `batteryLevel` are its `properties` (left out when `nil`),
    /// `canRemotelyLock` its `can_remotely_lock` (left out when `nil`).
    public static func device(id: String, name: String, canRemotelyUnlock: Bool? = true, online: Bool = true,
                              errorCodes: [String] = [], locationName: String? = "Main Street 1",
                              locked: Bool? = true, doorOpen: Bool? = nil, batteryLevel: Double? = nil,
                              canRemotelyLock: Bool? = nil, extra: String = "") -> String {
        let remote = canRemotelyUnlock.map { #""can_remotely_unlock":\#($0),"# } ?? ""
        let remoteLock = canRemotelyLock.map { #""can_remotely_lock":\#($0),"# } ?? ""
        let state = [locked.map { #""locked":\#($0),"# }, doorOpen.map { #""door_open":\#($0),"# },
                     batteryLevel.map { #""battery_level":\#($0),"# }].compactMap { $0 }.joined()
        let errors = errorCodes.map { #"{"error_code":"\#($0)","message":"\#($0) happened","is_device_error":true,"created_at":"2025-01-01T00:00:00Z"}"# }
        let location = locationName.map { #"{"location_name":"\#($0)","timezone":"Europe/Paris"}"# } ?? "null"
        let extraJSON = extra.isEmpty ? "" : "," + extra
        return """
        {"device_id":"\(id)","display_name":"\(name)","nickname":null,"device_type":"august_lock",\
        "device_manufacturer":"august","capabilities_supported":["lock"],\(remote)\(remoteLock)"can_unlock_with_code":true,\
        "location":\(location),"properties":{"online":\(online),\(state)"name":"\(name)","appearance":{"name":"\(name)"},\
        "model":{"display_name":"Wi-Fi Smart Lock"}},"errors":[\(errors.joined(separator: ","))],"warnings":[],\
        "is_managed":true,"created_at":"2025-01-01T00:00:00Z","workspace_id":"w"\(extraJSON)}
        """
    }
}

extension FakeSeamAPI {
    /// Registers the lock routes on `server`; `authorize` answers a refused token.
    static func appendLockRoutes(to server: HTTPServer, locks: FakeSeamLocks,
                                 authorize: @escaping @Sendable ([String: String]) async -> HTTPResponse?,
                                 observe: @escaping @Sendable (FakeSeamAPI.Exchange) async -> Void = { _ in },
                                 fault: @escaping @Sendable (FakeSeamAPI.Fault, String) async -> HTTPResponse?) async {
        let routes: [(String, FakeSeamLocks.Route)] = [
            ("GET", .list), ("POST", .list), ("GET", .get), ("POST", .get), ("POST", .unlockDoor), ("POST", .lockDoor), ("GET", .actionAttempt),
            ("POST", .actionAttempt), ("GET", .events), ("POST", .events),
        ]
        for (method, route) in routes {
            await server.appendRoute(HTTPRoute(stringLiteral: "\(method) \(route.rawValue)")) { request in
                var headers: [String: String] = [:]
                for (name, value) in request.headers { headers[name.rawValue.lowercased()] = value }
                if let refused = misdirected(headers) {
                    await observe(FakeSeamAPI.Exchange(method: method, path: route.rawValue, status: misdirectedStatus,
                                                       parameters: [:]))
                    return refused
                }
                let parameters: [String: String]
                if method == "GET" {
                    parameters = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
                } else {
                    let body = try await request.bodyData
                    let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
                    // Arrays (`event_types`, `between`) as "a,b", numbers (`limit`) as text.
                    parameters = object.compactMapValues { value in
                        if let text = value as? String { return text }
                        if let list = value as? [String] { return list.joined(separator: ",") }
                        if let number = value as? Int { return String(number) }
                        if let number = value as? Double {
                            return number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
                        }
                        return nil
                    }
                }
                await locks.record(FakeSeamLocks.Call(route: route, method: method, parameters: parameters))
                let (response, attempt) = await respond(on: route, headers: headers, parameters: parameters, locks: locks,
                                                        authorize: authorize, fault: fault)
                await observe(FakeSeamAPI.Exchange(method: method, path: route.rawValue, status: response.statusCode.code,
                                                   parameters: parameters, attempt: attempt))
                return response
            }
        }
    }

    private static func respond(on route: FakeSeamLocks.Route, headers: [String: String], parameters: [String: String],
                                locks: FakeSeamLocks,
                                authorize: @Sendable ([String: String]) async -> HTTPResponse?,
                                fault: @Sendable (FakeSeamAPI.Fault, String) async -> HTTPResponse?)
        async -> (HTTPResponse, (deviceId: String, status: String)?) {
        if let refused = await authorize(headers) { return (refused, nil) }
        // A fault answers instead of the route, except `.held`, which answers late.
        if let queued = await locks.nextFault(on: route), let faulty = await fault(queued, route.rawValue) {
            return (faulty, nil)
        }
        return await answer(route, parameters: parameters, locks: locks)
    }

    /// The route's answer and, for an attempt it started or read, the lock and its status.
    private static func answer(_ route: FakeSeamLocks.Route, parameters: [String: String],
                               locks: FakeSeamLocks) async -> (HTTPResponse, (deviceId: String, status: String)?) {
        switch route {
        case .list:
            return (lockJSON(200, await locks.listBody()), nil)
        case .get:
            guard let deviceId = parameters["device_id"], let body = await locks.getBody(deviceId: deviceId) else {
                return (lockJSON(404, #"{"error":{"type":"device_not_found","message":"Device not found"},"ok":false}"#), nil)
            }
            return (lockJSON(200, body), nil)
        case .unlockDoor:
            guard let deviceId = parameters["device_id"] else {
                return (lockJSON(400, #"{"error":{"type":"invalid_input","message":"device_id is required"},"ok":false}"#), nil)
            }
            guard let body = await locks.unlock(deviceId: deviceId) else {
                return (lockJSON(404, #"{"error":{"type":"device_not_found","message":"Device not found"},"ok":false}"#), nil)
            }
            return (lockJSON(200, body), (deviceId, "pending"))
        case .lockDoor:
            guard let deviceId = parameters["device_id"] else {
                return (lockJSON(400, #"{"error":{"type":"invalid_input","message":"device_id is required"},"ok":false}"#), nil)
            }
            guard let body = await locks.lock(deviceId: deviceId) else {
                return (lockJSON(404, #"{"error":{"type":"device_not_found","message":"Device not found"},"ok":false}"#), nil)
            }
            return (lockJSON(200, body), (deviceId, "pending"))
        case .events:
            guard let body = await locks.eventsBody(parameters) else {
                return (lockJSON(400, #"{"error":{"type":"invalid_input","message":"Must specify either since or between"},"ok":false}"#), nil)
            }
            return (lockJSON(200, body), nil)
        case .actionAttempt:
            guard let id = parameters["action_attempt_id"], let answer = await locks.attemptAnswer(id: id) else {
                return (lockJSON(404, #"{"error":{"type":"action_attempt_not_found","message":"Action attempt not found"},"ok":false}"#),
                        nil)
            }
            return (lockJSON(200, answer.body), (answer.deviceId, answer.status))
        }
    }

    private static func lockJSON(_ code: Int, _ body: String) -> HTTPResponse {
        HTTPResponse(statusCode: HTTPStatusCode(code, phrase: "Status \(code)"),
                     headers: [.contentType: "application/json", HTTPHeader("seam-request-id"): "request1"],
                     body: Data(body.utf8))
    }
}
#endif
