import CrossfadeHost
import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion

// The engine's C ABI: what the Studio page calls in the WebAssembly build.
//
// Strings go in as (pointer, length) pairs into memory from `crossfade_alloc`.
// Results come out through one output buffer (`crossfade_output_pointer`), whose
// length each producing call returns; errors through `crossfade_error_*`. Calls
// return 0 for success and 1 for a refusal (the reason is in the error buffer).
// Sessions are small integers from `crossfade_create` (0 means it failed); a
// destroyed session's number is given to a later one, so the table stays as
// small as the most sessions open at once, however many come and go.

#if !CROSSFADE_ENGINE_LAB
    /// A session lives in a box: calls change it in place through the reference, so
    /// the (large) session value is never copied (which also keeps the module small).
    private final class SessionBox {
        var session: EngineSession
        init(_ session: EngineSession) { self.session = session }
    }

    nonisolated(unsafe) private var sessions: [SessionBox?] = []
#endif

nonisolated(unsafe) private var stagedOptions: [String: Scalar] = [:]
nonisolated(unsafe) private var stagedFields: [String: Scalar] = [:]
nonisolated(unsafe) private var output = ByteWriter(capacity: 64 * 1_024)
nonisolated(unsafe) private var lastError: [UInt8] = []

private func text(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> String {
    guard let pointer, length > 0 else { return "" }
    return String(decoding: UnsafeBufferPointer(start: pointer, count: Int(length)), as: UTF8.self)
}

private func refuse(_ message: String) -> Int32 {
    lastError = Array(message.utf8)
    return 1
}

#if !CROSSFADE_ENGINE_LAB
    private func withSession<R>(_ handle: Int32, _ body: (inout EngineSession) -> R) -> R? {
        let index = Int(handle) - 1
        guard index >= 0, index < sessions.count, let box = sessions[index] else { return nil }
        return body(&box.session)
    }

    private let noSession = "no such session"

    /// Keeps a new session in the first free slot (a destroyed session's number is
    /// reused, so the table never grows past the sessions alive at once); its handle.
    private func store(_ box: SessionBox) -> Int32 {
        if let free = sessions.firstIndex(where: { $0 == nil }) {
            sessions[free] = box
            return Int32(free + 1)
        }
        sessions.append(box)
        return Int32(sessions.count)
    }

#endif

/// Memory for the page to write strings into.
@_cdecl("crossfade_alloc")
public func crossfadeAlloc(_ size: Int32) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer.allocate(byteCount: max(1, Int(size)), alignment: 16)
}

@_cdecl("crossfade_free")
public func crossfadeFree(_ pointer: UnsafeMutableRawPointer?) {
    pointer?.deallocate()
}

/// Stages an option for the next `crossfade_create`.
@_cdecl("crossfade_option_number")
public func crossfadeOptionNumber(_ name: UnsafePointer<UInt8>?, _ nameLength: Int32, _ value: Double) {
    stagedOptions[text(name, nameLength)] = .number(value)
}

@_cdecl("crossfade_option_bool")
public func crossfadeOptionBool(_ name: UnsafePointer<UInt8>?, _ nameLength: Int32, _ value: Int32) {
    stagedOptions[text(name, nameLength)] = .bool(value != 0)
}

@_cdecl("crossfade_option_string")
public func crossfadeOptionString(_ name: UnsafePointer<UInt8>?, _ nameLength: Int32, _ value: UnsafePointer<UInt8>?, _ valueLength: Int32) {
    stagedOptions[text(name, nameLength)] = .string(text(value, valueLength))
}

#if !CROSSFADE_ENGINE_LAB
    /// Creates a session of interaction `id` with the staged options (which are then
    /// cleared) for a viewport in points. Returns its handle, or 0 (see the error).
    @_cdecl("crossfade_create")
    public func crossfadeCreate(_ id: UnsafePointer<UInt8>?, _ idLength: Int32, _ width: Double, _ height: Double) -> Int32 {
        let options = stagedOptions
        stagedOptions = [:]
        guard width.isFinite, height.isFinite, width >= 100, height >= 100, width <= 4_000, height <= 4_000 else {
            _ = refuse("the viewport must be between 100 and 4000 points on each side")
            return 0
        }
        do {
            // (Built where it is kept: a session held in a local first is copied whole.)
            return store(
                SessionBox(
                    EngineSession(
                        host: try EngineHostSession(
                            engine: text(id, idLength), options: options,
                            viewport: Size(width: width, height: height), exactly: true))))
        } catch {
            _ = refuse(error.description)
            return 0
        }
    }

    /// Creates a session as a host runs one (the page): the viewport and option numbers
    /// put on the grid a recorded trace writes exactly. Returns its handle, or 0.
    @_cdecl("crossfade_host_create")
    public func crossfadeHostCreate(_ id: UnsafePointer<UInt8>?, _ idLength: Int32, _ width: Double, _ height: Double) -> Int32 {
        let options = stagedOptions
        stagedOptions = [:]
        guard width.isFinite, height.isFinite, width >= 100, height >= 100, width <= 4_000, height <= 4_000 else {
            _ = refuse("the viewport must be between 100 and 4000 points on each side")
            return 0
        }
        do {
            // (Built where it is kept: a session held in a local first is copied whole.)
            return store(
                SessionBox(
                    EngineSession(
                        host: try EngineHostSession(
                            engine: text(id, idLength), options: options,
                            viewport: Size(width: width, height: height), exactly: false))))
        } catch {
            _ = refuse(error.description)
            return 0
        }
    }

    /// A platform touch through the host core: phase 0 began, 1 moved, 2 ended, 3
    /// cancelled; `identity` the page's pointerId; location in points; `time` the
    /// page's own clock, s (the session measures from its first input). Returns 1
    /// when the page should start asking for frames again, 0 otherwise, -1 refused.
    @_cdecl("crossfade_touch")
    public func crossfadeTouch(_ handle: Int32, _ phase: Int32, _ identity: Double, _ x: Double, _ y: Double, _ time: Double) -> Int32 {
        let phases: [PlatformTouch.Phase] = [.began, .moved, .ended, .cancelled]
        guard (0...3).contains(phase) else { return -refuse("phase must be 0 (began), 1 (moved), 2 (ended) or 3 (cancelled)") }
        guard identity.isFinite, identity >= 0, identity < 9e15 else { return -refuse("the touch's identity must be a whole number") }
        let touch = PlatformTouch(identity: UInt64(identity), location: Point(x: x, y: y), timestamp: time, phase: phases[Int(phase)])
        guard let step = withSession(handle, { $0.touch(touch) }) else { return -refuse(noSession) }
        if let refusal = step.refusals.first { return -refuse(refusal) }
        return step.resumeFrames ? 1 : 0
    }

    /// Every finger still down is cancelled (pointer capture lost, the page hidden).
    @_cdecl("crossfade_lose_touches")
    public func crossfadeLoseTouches(_ handle: Int32) -> Int32 {
        guard let step = withSession(handle, { $0.loseTouches() }) else { return -refuse(noSession) }
        return step.resumeFrames ? 1 : 0
    }

    /// Advances to the display frame at page time `time`; returns 1 when the page may
    /// stop asking for frames (nothing moves, no finger down), 0 otherwise, -1 refused.
    @_cdecl("crossfade_frame")
    public func crossfadeFrame(_ handle: Int32, _ time: Double) -> Int32 {
        let result: Result<Bool, FrameRefusal>? = withSession(handle) { session in
            do throws(FrameRefusal) { return .success(try session.frame(at: time)) } catch { return .failure(error) }
        }
        switch result {
        case nil: return -refuse(noSession)
        case .failure(let refusal)?: return -refuse(refusal.description)
        case .success(let pause)?: return pause ? 1 : 0
        }
    }

    /// Performs action `name` with the staged fields now, on the session's clock;
    /// returns 0, or 1 refused (the reason is in the error buffer).
    @_cdecl("crossfade_perform")
    public func crossfadePerform(_ handle: Int32, _ name: UnsafePointer<UInt8>?, _ nameLength: Int32) -> Int32 {
        let action = InteractionAction(text(name, nameLength), stagedFields)
        stagedFields = [:]
        let result: InteractionError?? = withSession(handle) { (session: inout EngineSession) -> InteractionError? in
            do throws(InteractionError) { _ = try session.performNow(action) } catch { return error }
            return nil
        }
        guard let result else { return refuse(noSession) }
        return result.map { refuse($0.description) } ?? 0
    }

    /// The session's time now, s (since its first input); -1 for no such session.
    @_cdecl("crossfade_time")
    public func crossfadeTime(_ handle: Int32) -> Double {
        withSession(handle) { $0.host.time } ?? -1
    }

    /// Writes the session's recording (a trace's JSON text, ending now) to the output
    /// buffer; returns its length.
    @_cdecl("crossfade_recording")
    public func crossfadeRecording(_ handle: Int32) -> Int32 {
        output.reset()
        guard let text = withSession(handle, { $0.recording() }) else { return -refuse(noSession) }
        output.raw(text)
        return Int32(output.bytes.count)
    }

    @_cdecl("crossfade_destroy")
    public func crossfadeDestroy(_ handle: Int32) {
        let index = Int(handle) - 1
        if index >= 0, index < sessions.count { sessions[index] = nil }
    }

    /// A pointer event: phase 0 down, 1 move, 2 up, 3 cancel; location in points; time in seconds.
    @_cdecl("crossfade_pointer")
    public func crossfadePointer(_ handle: Int32, _ phase: Int32, _ pointer: Int32, _ x: Double, _ y: Double, _ time: Double) -> Int32 {
        guard (0...3).contains(phase) else { return refuse("phase must be 0 (down), 1 (move), 2 (up) or 3 (cancel)") }
        let phases: [PointerEvent.Phase] = [.down, .move, .up, .cancel]
        let event = PointerEvent(phase: phases[Int(phase)], pointer: Int(pointer), location: Point(x: x, y: y), time: time)
        guard let rejection = withSession(handle, { $0.handle(event) }) else { return refuse(noSession) }
        return rejection.map { refuse("pointer refused: \($0)") } ?? 0
    }

    @_cdecl("crossfade_advance")
    public func crossfadeAdvance(_ handle: Int32, _ time: Double) -> Int32 {
        guard let rejection = withSession(handle, { $0.advance(to: time) }) else { return refuse(noSession) }
        return rejection.map { refuse("frame refused: \($0)") } ?? 0
    }

#endif

/// Stages a field for the next `crossfade_action` (or the lab's `crossfade_spring`).
@_cdecl("crossfade_field_number")
public func crossfadeFieldNumber(_ name: UnsafePointer<UInt8>?, _ nameLength: Int32, _ value: Double) {
    stagedFields[text(name, nameLength)] = .number(value)
}

@_cdecl("crossfade_field_bool")
public func crossfadeFieldBool(_ name: UnsafePointer<UInt8>?, _ nameLength: Int32, _ value: Int32) {
    stagedFields[text(name, nameLength)] = .bool(value != 0)
}

@_cdecl("crossfade_field_string")
public func crossfadeFieldString(_ name: UnsafePointer<UInt8>?, _ nameLength: Int32, _ value: UnsafePointer<UInt8>?, _ valueLength: Int32) {
    stagedFields[text(name, nameLength)] = .string(text(value, valueLength))
}

#if !CROSSFADE_ENGINE_LAB
    /// Performs action `name` with the staged fields (then cleared) at `time`.
    @_cdecl("crossfade_action")
    public func crossfadeAction(_ handle: Int32, _ name: UnsafePointer<UInt8>?, _ nameLength: Int32, _ time: Double) -> Int32 {
        let action = InteractionAction(text(name, nameLength), stagedFields)
        stagedFields = [:]
        let result: InteractionError?? = withSession(handle) { (session: inout EngineSession) -> InteractionError? in
            do throws(InteractionError) { try session.perform(action, at: time) } catch { return error }
            return nil
        }
        guard let result else { return refuse(noSession) }
        return result.map { refuse($0.description) } ?? 0
    }

    /// Writes the whole scene (with boxes) to the output buffer; returns its length.
    @_cdecl("crossfade_scene")
    public func crossfadeScene(_ handle: Int32) -> Int32 {
        output.reset()
        guard withSession(handle, { $0.writeScene(to: &output) }) != nil else { return -refuse(noSession) }
        return Int32(output.bytes.count)
    }

    /// Writes the state summary; returns its length.
    @_cdecl("crossfade_state")
    public func crossfadeState(_ handle: Int32) -> Int32 {
        output.reset()
        guard withSession(handle, { $0.writeState(to: &output) }) != nil else { return -refuse(noSession) }
        return Int32(output.bytes.count)
    }

    /// 1 when nothing moves and no finger drags, 0 otherwise (-1: no such session).
    @_cdecl("crossfade_is_at_rest")
    public func crossfadeIsAtRest(_ handle: Int32) -> Int32 {
        withSession(handle) { $0.host.driver.isAtRest ? 1 : 0 } ?? -1  // (read in place: `driver` would copy the whole driver)
    }

#endif

/// Where the output buffer starts (valid until the next producing call).
@_cdecl("crossfade_output_pointer")
public func crossfadeOutputPointer() -> UnsafeRawPointer? {
    output.bytes.withUnsafeBytes { $0.baseAddress }
}

@_cdecl("crossfade_error_pointer")
public func crossfadeErrorPointer() -> UnsafeRawPointer? {
    lastError.withUnsafeBytes { $0.baseAddress }
}

@_cdecl("crossfade_error_length")
public func crossfadeErrorLength() -> Int32 {
    Int32(lastError.count)
}

#if !CROSSFADE_ENGINE_ONE_INTERACTION
    // The motion lab's functions are in the all-in-one module and the lab's own
    // (`engine-lab.wasm`), not in the modules of one interaction, which a page showing
    // it loads without the lab.

    // ---- The motion lab -----------------------------------------------------------

    /// Writes the motion lab's view of the spring given by the staged number fields
    /// (one parameterisation by name — `response` and `dampingRatio`, `duration`
    /// and `bounce`, `mass`/`stiffness`/`damping`, `uikitDuration` and
    /// `dampingRatio` — plus `initialVelocity`; then cleared) with `samples` points
    /// (LabEncoding). Returns its length, or -1 (the reason is in the error buffer).
    @_cdecl("crossfade_spring")
    public func crossfadeSpring(_ samples: Int32) -> Int32 {
        var fields: [String: Double] = [:]
        var refusal: String?
        for (name, value) in stagedFields {
            guard case .number(let number) = value else { refusal = "\(name) must be a number"; break }
            fields[name] = number
        }
        stagedFields = [:]
        if let refusal { return -refuse(refusal) }
        output.reset()
        do throws(SpringLabError) {
            let velocity = fields["initialVelocity"] ?? 0
            let lab = try SpringLab(SpringParameters(fields: fields), initialVelocity: velocity)
            LabEncoding.writeSpring(lab, samples: Int(max(2, min(samples, 10_000))), to: &output)
        } catch {
            return -refuse(error.description)
        }
        return Int32(output.bytes.count)
    }

    /// Writes the motion lab's view of a cubic Bézier timing curve (LabEncoding);
    /// returns its length, or -1 (the reason is in the error buffer).
    @_cdecl("crossfade_curve")
    public func crossfadeCurve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ duration: Double, _ samples: Int32) -> Int32 {
        output.reset()
        do throws(SpringLabError) {
            let curve = try UnitCurve.checked(x1, y1, x2, y2, duration: duration)
            LabEncoding.writeCurve(curve, duration: duration, samples: Int(samples), to: &output)
        } catch {
            return -refuse(error.description)
        }
        return Int32(output.bytes.count)
    }

#endif

#if !CROSSFADE_ENGINE_LAB
    // ---- The page as a host: mount operations and the environment -------------------

    /// Writes what the page does to show the scene now (MountEncoding): the mount
    /// operations since the last call (the first: the whole tree, ids at creation,
    /// integer handles after, only the fields that changed), the events since, and
    /// whether it may stop asking for frames. Returns its length.
    @_cdecl("crossfade_mount")
    public func crossfadeMount(_ handle: Int32) -> Int32 {
        output.reset()
        guard withSession(handle, { $0.writeMount(to: &output) }) != nil else { return -refuse(noSession) }
        return Int32(output.bytes.count)
    }

    /// The page's environment changed (safe areas in points, a text scale, and flags:
    /// 1 right to left, 2 Reduce Motion, 4 light appearance): applied now without
    /// restarting a gesture, and recorded. Returns 1 (draw a frame: the layers may
    /// have changed), or -1 refused (the reason is in the error buffer).
    @_cdecl("crossfade_environment")
    public func crossfadeEnvironment(
        _ handle: Int32, _ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double,
        _ textScale: Double, _ flags: Int32
    ) -> Int32 {
        let environment = InteractionEnvironment(
            safeArea: EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing),
            layoutDirection: flags & 1 != 0 ? .rightToLeft : .leftToRight,
            reduceMotion: flags & 2 != 0, textScale: textScale,
            appearance: flags & 4 != 0 ? .light : .dark)
        let result: InteractionError?? = withSession(handle) { (session: inout EngineSession) -> InteractionError? in
            do throws(InteractionError) { _ = try session.setEnvironment(environment) } catch { return error }
            return nil
        }
        guard let result else { return -refuse(noSession) }
        return result.map { -refuse($0.description) } ?? 1
    }
#endif
